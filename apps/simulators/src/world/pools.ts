import type { Faker } from '@faker-js/faker';
import { COUNTRIES, type CountryProfile } from './countries.ts';
import { mixSeed } from './rng.ts';

export interface City {
  name: string;
  postcode: string;
  state: string | null;
}

export interface CountryPool {
  profile: CountryProfile;
  lastNames: string[];
  cities: City[];
  streets: string[];
  catchPhrases: string[];
}

export interface Pools {
  countries: CountryPool[];
  /** Cumulative country weights, for picking a country with one draw. */
  cumulativeWeights: number[];
  colours: string[];
  animals: string[];
}

const STATE_COUNTRIES = new Set(['US', 'CA', 'AU', 'BR', 'MX']);

const CITY_DRAWS = 120;
const STREET_DRAWS = 100;
/** Below this many family names a country borrows English ones, or its company names repeat. */
const MIN_LAST_NAMES = 300;

/** The locale's own list of family names, read whole: drawing them one by one is far slower. */
function rawLastNames(faker: Faker): string[] {
  const raw: unknown = faker.rawDefinitions.person?.last_name;
  const list = Array.isArray(raw) ? raw : raw && typeof raw === 'object' && 'generic' in raw ? raw.generic : [];
  return Array.isArray(list) ? list.filter((n): n is string => typeof n === 'string') : [];
}

function lastNamesOf(faker: Faker, english: Faker): string[] {
  const words = new Set(rawLastNames(faker).flatMap((n) => n.split(/\s+/)).filter((n) => n.length > 2));
  if (words.size < MIN_LAST_NAMES) for (const n of rawLastNames(english)) words.add(n);
  return [...words].sort();
}

function distinct(count: number, draw: () => string): string[] {
  const seen = new Set<string>();
  for (let i = 0; i < count; i++) seen.add(draw());
  return [...seen];
}

/**
 * Vocabularies drawn once from faker's locales with a fixed seed. Companies then pick from these
 * pools with a fast generator, which keeps a million companies within seconds.
 */
export async function buildPools(seed: number): Promise<Pools> {
  const { faker: english } = await import('@faker-js/faker/locale/en');
  const countries = await Promise.all(
    COUNTRIES.map(async (profile, position) => {
      const faker = await profile.loadFaker();
      faker.seed(mixSeed(seed, position + 1));
      const cities = distinct(CITY_DRAWS, () => faker.location.city()).map((name) => ({
        name,
        postcode: faker.location.zipCode(),
        state: STATE_COUNTRIES.has(profile.iso) ? faker.location.state() : null,
      }));
      return {
        profile,
        lastNames: lastNamesOf(faker, english),
        cities,
        streets: distinct(STREET_DRAWS, () => faker.location.street()),
        catchPhrases: [] as string[],
      };
    }),
  );
  english.seed(mixSeed(seed, 0));
  const catchPhrases = distinct(400, () => english.company.catchPhrase());
  for (const pool of countries) pool.catchPhrases = catchPhrases;
  let running = 0;
  const cumulativeWeights = COUNTRIES.map((c) => (running += c.weight));
  return {
    countries,
    cumulativeWeights: cumulativeWeights.map((w) => w / running),
    colours: distinct(200, () => english.color.human()).map(capitalise),
    animals: distinct(300, () => english.animal.type()).filter((a) => !a.includes(' ')).map(capitalise),
  };
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
