/**
 * What the build (scripts/build/schemas.mjs) reads from an element's spec for custom-elements.json,
 * dist/schemas/ and the HTML checker: each attribute's kind, whether it is required, its allowed
 * values, whether it is a URL, and for JSON attributes (and `messages`) a JSON Schema (draft
 * 2020-12) made by the same shapes that check the value at run time (src/core/shape.ts).
 * Runs in Node at build time (through Vite's SSR loader), never in a page.
 */
import type { Attr } from './attributes.ts';
import type { ElementSpec } from './define.tsx';
import { LANGUAGES, PLURAL_FORMS } from './i18n.ts';
import type { Catalogues, Message } from './i18n.ts';
import type { JsonSchema } from './shape.ts';

export const SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';

export interface AttributeFacts {
  name: string;
  kind: Attr<unknown>['kind'] | 'url' | 'tokens';
  required: boolean;
  values?: readonly string[];
  /** number attributes: the range parse() checks. */
  minimum?: number;
  maximum?: number;
  integer?: boolean;
  /** JSON attributes (and `messages`): the schema, to be written to dist/schemas/<tag>.<name>.schema.json. */
  schema?: JsonSchema;
}

function text(message: Message): string {
  return typeof message === 'string' ? message : message.other;
}

/**
 * One key of `messages`, as i18n.ts overrideProblem() takes it: a string; for a key whose built-in
 * text has plural forms, also an object of Intl.PluralRules forms with "other". (Its placeholder rule,
 * only the built-in text's `%{name}`s, is checked at run time and by the checker's run-time sentences.)
 */
function messageSchema(plural: boolean): JsonSchema {
  if (!plural) return { type: 'string' };
  return {
    oneOf: [
      { type: 'string' },
      {
        type: 'object',
        properties: Object.fromEntries(PLURAL_FORMS.map((form) => [form, { type: 'string' }])),
        additionalProperties: false,
        required: ['other'],
      },
    ],
  };
}

/** The schema of a tag's `messages`: its catalogue's keys only (others are reported at run time). */
export function messagesSchema(tag: string, messages: Catalogues<string> | undefined): JsonSchema {
  const nl = messages?.nl ?? {};
  const en = messages?.en ?? {};
  const keys = Object.keys(nl);
  return {
    $schema: SCHEMA_DIALECT,
    title: `${tag} messages`,
    description: keys.length
      ? `Overrides for ${tag}'s texts, by key; a plural text is an object of Intl.PluralRules forms ({"one": …, "other": …}), and %{name} is a placeholder. The default of each key is its Dutch text.`
      : `${tag} has no texts of its own: every key is unknown.`,
    type: 'object',
    properties: Object.fromEntries(
      keys.map((key) => [
        key,
        {
          ...messageSchema(LANGUAGES.some((lang) => typeof messages?.[lang]?.[key] === 'object')),
          description: `nl: ${JSON.stringify(text(nl[key]!))}; en: ${JSON.stringify(text(en[key] ?? nl[key]!))}`,
          default: nl[key],
        },
      ]),
    ),
    additionalProperties: false,
    examples: [keys.length ? { [keys[0]!]: en[keys[0]!] ?? nl[keys[0]!] } : {}],
  };
}

/** The facts of one element's spec, with the schema of each JSON attribute. Throws when an example does not fit its shape. */
export function describeSpec(tag: string, spec: ElementSpec<Record<string, Attr<unknown>>, string>): AttributeFacts[] {
  const facts: AttributeFacts[] = Object.entries(spec.attributes).map(([name, attribute]) => {
    const kind = attribute.format === 'url' ? 'url' : attribute.values && attribute.kind !== 'enum' ? 'tokens' : attribute.kind;
    const fact: AttributeFacts = { name, kind, required: attribute.required || Boolean(attribute.needed) };
    if (attribute.values) fact.values = attribute.values;
    if (attribute.range) {
      if (attribute.range.min !== undefined) fact.minimum = attribute.range.min;
      if (attribute.range.max !== undefined) fact.maximum = attribute.range.max;
      if (attribute.range.integer) fact.integer = true;
    }
    if (attribute.kind === 'json') {
      if (!attribute.shape) throw new Error(`${tag}: JSON attribute "${name}" has no shape`);
      if (attribute.example !== undefined) {
        const problem = attribute.shape.check(attribute.example, '');
        if (problem) throw new Error(`${tag}: the example of "${name}" is not valid: ${problem}`);
      }
      const hasDefault = attribute.default !== null && attribute.default !== undefined;
      fact.schema = {
        $schema: SCHEMA_DIALECT,
        title: `${tag} ${name}`,
        ...attribute.shape.schema(),
        ...(hasDefault && { default: attribute.default }),
        ...(attribute.example !== undefined && { examples: [attribute.example] }),
      };
    }
    return fact;
  });
  facts.push({ name: 'messages', kind: 'json', required: false, schema: messagesSchema(tag, spec.messages as Catalogues<string> | undefined) });
  return facts;
}
