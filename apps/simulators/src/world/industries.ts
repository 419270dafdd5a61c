/** A word a company name may carry, and the NACE Rev. 2 activity it suggests. */
export interface Industry {
  word: string;
  /** Short form suppliers sometimes write instead. */
  abbreviation?: string;
  naceSection: string;
  naceCode: string;
  naceLabel: string;
}

const MANUFACTURING = { naceSection: 'C - Manufacturing' } as const;
const TRADE = { naceSection: 'G - Wholesale and retail trade' } as const;
const TRANSPORT = { naceSection: 'H - Transportation and storage' } as const;
const INFORMATION = { naceSection: 'J - Information and communication' } as const;
const PROFESSIONAL = { naceSection: 'M - Professional, scientific and technical activities' } as const;
const SUPPORT = { naceSection: 'N - Administrative and support service activities' } as const;

export const INDUSTRIES: readonly Industry[] = [
  { word: 'Logistics', ...TRANSPORT, naceCode: '5229', naceLabel: 'Other transportation support activities' },
  { word: 'Transport', ...TRANSPORT, naceCode: '4941', naceLabel: 'Freight transport by road' },
  { word: 'Freight', ...TRANSPORT, naceCode: '5229', naceLabel: 'Other transportation support activities' },
  { word: 'Marine', ...TRANSPORT, naceCode: '5020', naceLabel: 'Sea and coastal freight water transport' },
  { word: 'Foods', ...MANUFACTURING, naceCode: '1089', naceLabel: 'Manufacture of other food products' },
  { word: 'Bakery', ...MANUFACTURING, naceCode: '1071', naceLabel: 'Manufacture of bread and fresh pastry' },
  { word: 'Steel', ...MANUFACTURING, naceCode: '2410', naceLabel: 'Manufacture of basic iron and steel' },
  { word: 'Plastics', ...MANUFACTURING, naceCode: '2229', naceLabel: 'Manufacture of other plastic products' },
  { word: 'Textiles', ...MANUFACTURING, naceCode: '1392', naceLabel: 'Manufacture of made-up textile articles' },
  { word: 'Electronics', ...MANUFACTURING, naceCode: '2611', naceLabel: 'Manufacture of electronic components' },
  { word: 'Pharma', ...MANUFACTURING, naceCode: '2120', naceLabel: 'Manufacture of pharmaceutical preparations' },
  { word: 'Chemicals', ...MANUFACTURING, naceCode: '2059', naceLabel: 'Manufacture of other chemical products' },
  { word: 'Packaging', ...MANUFACTURING, naceCode: '1721', naceLabel: 'Manufacture of paper packaging' },
  { word: 'Furniture', ...MANUFACTURING, naceCode: '3109', naceLabel: 'Manufacture of other furniture' },
  { word: 'Printing', ...MANUFACTURING, naceCode: '1812', naceLabel: 'Other printing' },
  { word: 'Tools', ...MANUFACTURING, naceCode: '2573', naceLabel: 'Manufacture of tools' },
  { word: 'Machinery', ...MANUFACTURING, naceCode: '2829', naceLabel: 'Manufacture of other general-purpose machinery' },
  { word: 'Instruments', ...MANUFACTURING, naceCode: '2651', naceLabel: 'Manufacture of measuring instruments' },
  { word: 'Glass', ...MANUFACTURING, naceCode: '2319', naceLabel: 'Manufacture of other glass' },
  { word: 'Automotive', ...MANUFACTURING, naceCode: '2932', naceLabel: 'Manufacture of other parts for motor vehicles' },
  { word: 'Aerospace', ...MANUFACTURING, naceCode: '3030', naceLabel: 'Manufacture of air and spacecraft' },
  { word: 'Manufacturing', abbreviation: 'Mfg', ...MANUFACTURING, naceCode: '3299', naceLabel: 'Other manufacturing' },
  { word: 'Industries', abbreviation: 'Inds', ...MANUFACTURING, naceCode: '3299', naceLabel: 'Other manufacturing' },
  { word: 'Trading', abbreviation: 'Trdg', ...TRADE, naceCode: '4690', naceLabel: 'Non-specialised wholesale trade' },
  { word: 'Imports', ...TRADE, naceCode: '4690', naceLabel: 'Non-specialised wholesale trade' },
  { word: 'Retail', ...TRADE, naceCode: '4719', naceLabel: 'Other retail sale in non-specialised stores' },
  { word: 'Distribution', abbreviation: 'Distrib', ...TRADE, naceCode: '4690', naceLabel: 'Non-specialised wholesale trade' },
  { word: 'Motors', ...TRADE, naceCode: '4511', naceLabel: 'Sale of cars and light motor vehicles' },
  { word: 'Software', ...INFORMATION, naceCode: '6201', naceLabel: 'Computer programming activities' },
  { word: 'Systems', abbreviation: 'Sys', ...INFORMATION, naceCode: '6202', naceLabel: 'Computer consultancy activities' },
  { word: 'Technologies', abbreviation: 'Tech', ...INFORMATION, naceCode: '6209', naceLabel: 'Other information technology service activities' },
  { word: 'Solutions', abbreviation: 'Solns', ...INFORMATION, naceCode: '6209', naceLabel: 'Other information technology service activities' },
  { word: 'Media', ...INFORMATION, naceCode: '5819', naceLabel: 'Other publishing activities' },
  { word: 'Engineering', abbreviation: 'Eng', ...PROFESSIONAL, naceCode: '7112', naceLabel: 'Engineering activities' },
  { word: 'Consulting', ...PROFESSIONAL, naceCode: '7022', naceLabel: 'Business and other management consultancy' },
  { word: 'Management', abbreviation: 'Mgmt', ...PROFESSIONAL, naceCode: '7022', naceLabel: 'Business and other management consultancy' },
  { word: 'Associates', abbreviation: 'Assoc', ...PROFESSIONAL, naceCode: '7022', naceLabel: 'Business and other management consultancy' },
  { word: 'Laboratories', abbreviation: 'Labs', ...PROFESSIONAL, naceCode: '7120', naceLabel: 'Technical testing and analysis' },
  { word: 'Services', abbreviation: 'Svcs', ...SUPPORT, naceCode: '8299', naceLabel: 'Other business support service activities' },
  { word: 'Cleaning', ...SUPPORT, naceCode: '8121', naceLabel: 'General cleaning of buildings' },
  { word: 'Security', ...SUPPORT, naceCode: '8010', naceLabel: 'Private security activities' },
  { word: 'Construction', ...{ naceSection: 'F - Construction' }, naceCode: '4120', naceLabel: 'Construction of buildings' },
  { word: 'Builders', ...{ naceSection: 'F - Construction' }, naceCode: '4120', naceLabel: 'Construction of buildings' },
  { word: 'Energy', ...{ naceSection: 'D - Electricity, gas, steam' }, naceCode: '3514', naceLabel: 'Trade of electricity' },
  { word: 'Solar', ...{ naceSection: 'D - Electricity, gas, steam' }, naceCode: '3511', naceLabel: 'Production of electricity' },
  { word: 'Hotels', ...{ naceSection: 'I - Accommodation and food service' }, naceCode: '5510', naceLabel: 'Hotels and similar accommodation' },
  { word: 'Catering', ...{ naceSection: 'I - Accommodation and food service' }, naceCode: '5621', naceLabel: 'Event catering activities' },
  { word: 'Finance', ...{ naceSection: 'K - Financial and insurance activities' }, naceCode: '6499', naceLabel: 'Other financial service activities' },
  { word: 'Insurance', ...{ naceSection: 'K - Financial and insurance activities' }, naceCode: '6512', naceLabel: 'Non-life insurance' },
  { word: 'Properties', ...{ naceSection: 'L - Real estate activities' }, naceCode: '6820', naceLabel: 'Renting and operating of real estate' },
  { word: 'Medical', ...{ naceSection: 'Q - Human health' }, naceCode: '8690', naceLabel: 'Other human health activities' },
  { word: 'Farms', ...{ naceSection: 'A - Agriculture, forestry and fishing' }, naceCode: '0150', naceLabel: 'Mixed farming' },
  { word: 'Mining', ...{ naceSection: 'B - Mining and quarrying' }, naceCode: '0812', naceLabel: 'Operation of gravel and sand pits' },
  { word: 'Recycling', ...{ naceSection: 'E - Water supply, waste management' }, naceCode: '3832', naceLabel: 'Recovery of sorted materials' },
];

/** Words added after the activity ("Müller Logistics International"). */
export const QUALIFIERS: readonly { word: string; abbreviation?: string }[] = [
  { word: 'International', abbreviation: 'Intl' },
  { word: 'Group', abbreviation: 'Grp' },
  { word: 'Holding', abbreviation: 'Hldg' },
  { word: 'Brothers', abbreviation: 'Bros' },
  { word: 'Partners' },
  { word: 'Company', abbreviation: 'Co' },
];

/** Every long word with its short form, as the normaliser must fold them. */
export function abbreviations(): [string, string][] {
  return [...INDUSTRIES, ...QUALIFIERS].flatMap((w) => (w.abbreviation ? [[w.abbreviation, w.word] as [string, string]] : []));
}
