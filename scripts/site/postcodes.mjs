// The stand-in postcode service of <nl-address-field>: a small data set of real, public addresses
// (museums, town halls, concert halls: buildings whose address is printed on every visitor page),
// and the answers of the two services the element talks to, in their own request and response
// shapes. Shared by `npm start` (scripts/site/standins.mjs, /api/postcode and /api/pdok/free) and the
// test runner's fakes (test/fakes.mjs, /fake/postcode/…), so both answer exactly alike.
//
// - sixpp (Pro6PP-style autocomplete): GET ?auth_key=…&nl_sixpp=1071XX&streetnumber=1&extension=
//   → {status: "ok", results: [{nl_sixpp, street, streetnumber, city, municipality, province}]}
//   → {status: "ok", results: []} for an address that is not in the set
//   → {status: "error", error: {message}} for a missing auth_key, postcode or street number
// - pdok (PDOK Locatieserver v3.1 `free`): GET ?q=postcode:1071XX and huisnummer:1&fq=type:adres&rows=1
//   → {response: {numFound, start, maxScore, numFoundExact, docs: [{type: "adres", weergavenaam,
//     straatnaam, huisnummer, huis_nlt, postcode, woonplaatsnaam, gemeentenaam, provincienaam}]}}
// Only the fields the element reads are guaranteed to be like the real services' (street and city;
// straatnaam and woonplaatsnaam); the rest is there to make the answers look real.
// The extension is accepted and ignored: street and city do not depend on it.

/** Postcode (no space), house number, extension, street, city (BAG woonplaats), municipality, province. */
export const ADDRESSES = [
  ['1071XX', 1, '', 'Museumstraat', 'Amsterdam', 'Amsterdam', 'Noord-Holland'], // Rijksmuseum
  ['1071DJ', 6, '', 'Museumplein', 'Amsterdam', 'Amsterdam', 'Noord-Holland'], // Van Gogh Museum
  ['1071DJ', 10, '', 'Museumplein', 'Amsterdam', 'Amsterdam', 'Noord-Holland'], // Stedelijk Museum
  ['1071LN', 10, '', 'Concertgebouwplein', 'Amsterdam', 'Amsterdam', 'Noord-Holland'], // Het Concertgebouw
  ['1012RJ', 147, '', 'Nieuwezijds Voorburgwal', 'Amsterdam', 'Amsterdam', 'Noord-Holland'], // Koninklijk Paleis
  ['1011PN', 1, '', 'Amstel', 'Amsterdam', 'Amsterdam', 'Noord-Holland'], // Stadhuis (Stopera)
  ['1011VX', 2, '', 'Oosterdok', 'Amsterdam', 'Amsterdam', 'Noord-Holland'], // NEMO Science Museum
  ['1016GV', 263, '', 'Prinsengracht', 'Amsterdam', 'Amsterdam', 'Noord-Holland'], // Anne Frank Huis
  ['2511CS', 29, '', 'Plein', "'s-Gravenhage", "'s-Gravenhage", 'Zuid-Holland'], // Mauritshuis
  ['2511BT', 70, '', 'Spui', "'s-Gravenhage", "'s-Gravenhage", 'Zuid-Holland'], // Stadhuis Den Haag
  ['2517KJ', 2, '', 'Carnegieplein', "'s-Gravenhage", "'s-Gravenhage", 'Zuid-Holland'], // Vredespaleis
  ['3011AD', 40, '', 'Coolsingel', 'Rotterdam', 'Rotterdam', 'Zuid-Holland'], // Stadhuis Rotterdam
  ['2311EW', 28, '', 'Rapenburg', 'Leiden', 'Leiden', 'Zuid-Holland'], // Rijksmuseum van Oudheden
  ['3512XA', 1, '', 'Agnietenstraat', 'Utrecht', 'Utrecht', 'Utrecht'], // Centraal Museum
  ['5652LA', 1, 'A', 'Noord Brabantlaan', 'Eindhoven', 'Eindhoven', 'Noord-Brabant'], // Evoluon
  ['9711ME', 1, '', 'Museumeiland', 'Groningen', 'Groningen', 'Groningen'], // Groninger Museum
  ['6731AW', 6, '', 'Houtkampweg', 'Otterlo', 'Ede', 'Gelderland'], // Kröller-Müller Museum
].map(([postcode, streetnumber, extension, street, city, municipality, province]) => ({
  postcode,
  streetnumber,
  extension,
  street,
  city,
  municipality,
  province,
}));

/** `1071 xx` → `1071XX`. */
export function normalisePostcode(value) {
  return String(value ?? '').replace(/\s+/g, '').toUpperCase();
}

/** The address at a postcode and house number, or undefined. */
export function findAddress(postcode, streetnumber) {
  const code = normalisePostcode(postcode);
  const number = Number(String(streetnumber ?? '').trim());
  return ADDRESSES.find((a) => a.postcode === code && a.streetnumber === number);
}

/**
 * The sixpp answer to a query (an object of the request's parameters): `{status, body}`, where
 * `status` is the HTTP status. Like the real service, a refused request is HTTP 200 with
 * `status: "error"` in the body.
 */
export function sixppAnswer(query) {
  const error = (message) => ({ status: 200, body: { status: 'error', error: { message } } });
  if (!String(query.auth_key ?? '').trim()) return error('Invalid or missing auth_key');
  const postcode = normalisePostcode(query.nl_sixpp);
  if (!/^[1-9][0-9]{3}[A-Z]{2}$/.test(postcode)) return error('Invalid nl_sixpp format');
  if (!/^[0-9]+$/.test(String(query.streetnumber ?? '').trim())) return error('Invalid or missing streetnumber');
  const found = findAddress(postcode, query.streetnumber);
  const results = found
    ? [
        {
          nl_sixpp: found.postcode,
          street: found.street,
          streetnumber: found.streetnumber,
          extension: String(query.extension ?? ''),
          city: found.city,
          municipality: found.municipality,
          province: found.province,
        },
      ]
    : [];
  return { status: 200, body: { status: 'ok', results } };
}

/**
 * The PDOK Locatieserver answer to `q=postcode:… and huisnummer:…` (only that form of query is
 * understood; anything else finds nothing). A missing `q` is HTTP 400, as PDOK answers it.
 */
export function pdokAnswer(query) {
  const q = String(query.q ?? '');
  if (!q.trim()) return { status: 400, body: { error: 'Missing required parameter q' } };
  const match = /postcode:\s*"?([0-9]{4}\s?[A-Za-z]{2})"?\s+and\s+huisnummer:\s*"?([0-9]+)"?/i.exec(q);
  const found = match ? findAddress(match[1], match[2]) : undefined;
  const docs = found
    ? [
        {
          type: 'adres',
          weergavenaam: `${found.street} ${found.streetnumber}${found.extension}, ${found.postcode} ${found.city}`,
          straatnaam: found.street,
          huisnummer: found.streetnumber,
          huis_nlt: `${found.streetnumber}${found.extension}`,
          ...(found.extension ? { huisletter: found.extension } : {}),
          postcode: found.postcode,
          woonplaatsnaam: found.city,
          gemeentenaam: found.municipality,
          provincienaam: found.province,
        },
      ]
    : [];
  return {
    status: 200,
    body: { response: { numFound: docs.length, start: 0, maxScore: docs.length ? 17.5 : 0, numFoundExact: true, docs } },
  };
}
