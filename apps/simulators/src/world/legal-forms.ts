/**
 * Legal forms as registries write them, with the other spellings suppliers use for the same form.
 * The generator writes suppliers with these variants; the normaliser removes every one of them.
 */
export const LEGAL_FORMS: Readonly<Record<string, readonly string[]>> = {
  GmbH: ['G.m.b.H.', 'Gesellschaft mit beschränkter Haftung', 'Gmbh'],
  AG: ['A.G.', 'Aktiengesellschaft'],
  KG: ['K.G.', 'Kommanditgesellschaft'],
  'GmbH & Co. KG': ['GmbH & Co KG', 'GmbH und Co. KG'],
  SA: ['S.A.', 'Société Anonyme', 'Sociedad Anónima'],
  SAS: ['S.A.S.', 'Société par actions simplifiée'],
  SARL: ['S.A.R.L.', 'Sàrl', 'Société à responsabilité limitée'],
  SL: ['S.L.', 'Sociedad Limitada'],
  'SA de CV': ['S.A. de C.V.'],
  SpA: ['S.p.A.', 'Società per Azioni'],
  Srl: ['S.r.l.', 'Società a responsabilità limitata'],
  BV: ['B.V.', 'Besloten Vennootschap'],
  NV: ['N.V.', 'Naamloze Vennootschap'],
  Ltd: ['Limited', 'Ltd.', 'LTD'],
  PLC: ['Public Limited Company', 'P.L.C.', 'plc'],
  'Pty Ltd': ['Pty. Ltd.', 'Proprietary Limited'],
  Inc: ['Inc.', 'Incorporated'],
  LLC: ['L.L.C.', 'Limited Liability Company'],
  Corp: ['Corp.', 'Corporation'],
  Lda: ['Lda.', 'Limitada'],
  Ltda: ['Ltda.', 'Limitada'],
  'Sp. z o.o.': ['Sp. z.o.o.', 'Spółka z ograniczoną odpowiedzialnością'],
  AB: ['A.B.', 'Aktiebolag'],
  ApS: ['A.p.S.', 'Anpartsselskab'],
  AS: ['A/S', 'Aksjeselskap'],
  Oy: ['OY', 'Osakeyhtiö'],
  's.r.o.': ['s. r. o.', 'spol. s r.o.'],
};

/** Every spelling of every legal form, the registry's own included. */
export function allLegalFormSpellings(): string[] {
  return Object.entries(LEGAL_FORMS).flatMap(([form, variants]) => [form, ...variants]);
}
