/**
 * nl-components in WordPress's classic editor (a TinyMCE 4.9 plugin, includes/editor.php).
 *
 * 1. slot="…" is kept on every element, for the children that fill the tags' named slots; an empty
 *    tag is content (it stays, and so does a paragraph that holds one); an inline tag on its own
 *    comes out without the paragraph TinyMCE puts around it.
 * 2. WordPress converts the content between the Visual and Text tabs with its own wpautop and
 *    removep (wp-admin/js/editor.js), which would put <p> and <br> around and inside the tags. Just
 *    before either runs, each outermost nl-* element is put aside behind an empty placeholder (a
 *    <div> for a block tag, which both leave alone; a <span> for an inline one), and it comes back as
 *    it was right after. The same as includes/autop.php does for wpautop on the page.
 */
/* global tinymce, jQuery */
(function () {
  'use strict';

  // A start or end tag of an nl-… element (attributes quoted either way: a JSON value may hold `>`), or a comment.
  var TAG = /<!--[\s\S]*?-->|<(\/?)(nl-[a-z0-9]+(?:-[a-z0-9]+)*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*\/?)>/gi;
  var PLACEHOLDER = /<(div|span) data-nl-components-autop="(\d+)"><\/\1>/g;

  /** The outermost nl-* elements of an HTML text, as {start, end, tag}; one without its end tag is left out. */
  function outermost(html) {
    var found = [];
    var open = null;
    var depth = 0;
    var match;
    TAG.lastIndex = 0;
    while ((match = TAG.exec(html))) {
      if (!match[2]) continue;
      var tag = match[2].toLowerCase();
      var end = match[1] === '/';
      if (!open) {
        if (!end) {
          open = { start: match.index, tag: tag };
          depth = 1;
        }
        continue;
      }
      if (tag !== open.tag) continue;
      depth += end ? -1 : 1;
      if (depth === 0) {
        found.push({ start: open.start, end: match.index + match[0].length, tag: tag });
        open = null;
      }
    }
    return found;
  }

  /** Whether a tag is inline: `~tag` in custom_elements (includes/editor.php), as WordPress printed the editors' settings. */
  function inline(tag) {
    var inits = (window.tinyMCEPreInit && window.tinyMCEPreInit.mceInit) || {};
    var lists = Object.keys(inits).map(function (id) {
      return inits[id].custom_elements || '';
    });
    if (window.tinymce && tinymce.activeEditor) lists.push(tinymce.activeEditor.settings.custom_elements || '');
    return new RegExp('(^|,)~' + tag + '(,|$)').test(lists.join(','));
  }

  /** Whether an element stands on its own lines (only white space before it on its first line, after it on its last). */
  function standsAlone(html, element) {
    var before = html.slice(0, element.start);
    var after = html.slice(element.end);
    var end = after.indexOf('\n');
    return !before.slice(before.lastIndexOf('\n') + 1).trim() && !(end === -1 ? after : after.slice(0, end)).trim();
  }

  /** Before wpautop or removep: the elements go into obj.nlComponents, placeholders into the text. */
  function putAside(event, obj) {
    if (!obj || typeof obj.data !== 'string' || obj.data.toLowerCase().indexOf('<nl-') === -1) return;
    var elements = outermost(obj.data);
    if (!elements.length) return;
    var stored = [];
    var out = '';
    var at = 0;
    elements.forEach(function (element) {
      var number = stored.push(obj.data.slice(element.start, element.end)) - 1;
      out += obj.data.slice(at, element.start);
      out += inline(element.tag) && !standsAlone(obj.data, element)
        ? '<span data-nl-components-autop="' + number + '"></span>'
        : '\n\n<div data-nl-components-autop="' + number + '"></div>\n\n';
      at = element.end;
    });
    obj.data = out + obj.data.slice(at);
    obj.nlComponents = stored;
  }

  /** After wpautop or removep: the elements back in their places. */
  function putBack(event, obj) {
    if (!obj || !obj.nlComponents || typeof obj.data !== 'string') return;
    var stored = obj.nlComponents;
    obj.data = obj.data.replace(PLACEHOLDER, function (whole, name, number) {
      return stored[number] !== undefined ? stored[number] : whole;
    });
    delete obj.nlComponents;
  }

  if (window.jQuery && !window.nlComponentsAutop) {
    window.nlComponentsAutop = true;
    jQuery(document.body).on('beforeWpautop beforePreWpautop', putAside).on('afterWpautop afterPreWpautop', putBack);
  }

  if (window.tinymce) {
    tinymce.PluginManager.add('nlcomponents', function (editor) {
      var tags = (editor.settings.custom_elements || '').split(',').map(function (name) {
        return name.replace(/^~/, '');
      }).filter(function (name) {
        return /^nl-/.test(name);
      });
      var inlineTags = tags.filter(inline);
      // A paragraph that holds nothing but an inline tag, which TinyMCE puts around one that stands
      // on its own (forced_root_block), goes again when the content is read: the page shows the tag
      // as it was written, not in a paragraph. One in running text keeps its paragraph.
      var alone = inlineTags.length ? new RegExp('<p>\\s*(<(' + inlineTags.join('|') + ')\\b(?:[^<]|<(?!/?p\\b))*?</\\2>)\\s*</p>', 'g') : null;
      editor.on('PostProcess', function (event) {
        if (alone && event.get && typeof event.content === 'string') event.content = event.content.replace(alone, '$1');
      });
      editor.on('PreInit', function () {
        // An empty tag (<nl-call-us phone="…"></nl-call-us>, <nl-search …></nl-search>) is content:
        // neither it nor the paragraph around it is removed as empty.
        var nonEmpty = editor.schema.getNonEmptyElements();
        tags.forEach(function (name) {
          nonEmpty[name] = nonEmpty[name.toUpperCase()] = {};
        });
        var elements = editor.schema.elements || {};
        Object.keys(elements).forEach(function (name) {
          var rule = elements[name];
          if (rule && rule.attributes && !rule.attributes.slot) {
            rule.attributes.slot = {};
            if (rule.attributesOrder) rule.attributesOrder.push('slot');
          }
        });
      });
    });
  }
})();
