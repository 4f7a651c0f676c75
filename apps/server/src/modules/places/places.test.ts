import { describe, expect, it } from 'vitest';
import { placeIndex } from './places.index.js';

describe('the gazetteer', () => {
  const search = (q: string, limit = 10) => placeIndex().search(q, limit);

  it('tells places of one name apart by their region, most populous first', () => {
    const lisbons = search('Lisbon').filter((p) => p.name === 'Lisbon');
    expect(lisbons[0]).toMatchObject({ displayName: 'Lisbon, Portugal', region: 'Lisbon', countryCode: 'PT' });
    expect(lisbons.map((p) => p.displayName)).toContain('Lisbon, Ohio, United States');
    expect(lisbons.map((p) => p.displayName)).toContain('Lisbon, Maine, United States');
    // Ranked by population: Lisbon (PT) 517k, then Maine 9k, Connecticut 4k, Ohio 3k ...
    expect(lisbons.slice(0, 4).map((p) => p.region)).toEqual(['Lisbon', 'Maine', 'Connecticut', 'Ohio']);
  });

  it('shows a place once when GeoNames has it twice (same name, region and country)', () => {
    const shown = search('Lisbon').map((p) => p.displayName);
    expect(shown.filter((d) => d === 'Lisbon, Ohio, United States')).toHaveLength(1);
    expect(new Set(shown).size).toBe(shown.length);
    // Every answer stays distinct however many the caller asks for.
    for (const q of ['Spring', 'San', 'Par', 'Lon']) {
      const names = search(q).map((p) => p.displayName);
      expect(new Set(names).size).toBe(names.length);
      expect(names).toHaveLength(10);
    }
  });

  it('keeps the region out of the shown name when it is the city itself, and countries as they are', () => {
    expect(search('Paris', 1)[0]).toMatchObject({ displayName: 'Paris, Île-de-France, France', region: 'Île-de-France' });
    expect(search('Porto', 1)[0]).toMatchObject({ displayName: 'Porto, Portugal', region: 'Porto' });
    expect(search('Springfield', 3).map((p) => p.displayName)).toEqual(['Springfield, Missouri, United States', 'Springfield, Massachusetts, United States', 'Springfield, Illinois, United States']);
    const portugal = search('Portugal', 1)[0]!;
    expect(portugal).toMatchObject({ kind: 'country', displayName: 'Portugal' });
    expect(portugal.region).toBeUndefined();
  });
});

describe('the zone a place suggests', () => {
  const first = (q: string) => placeIndex().search(q, 1)[0]!;

  it('gives a city the zone of its coordinates, on both sides of the date line', () => {
    expect(first('Auckland')).toMatchObject({ countryCode: 'NZ', timeZone: 'Pacific/Auckland' });
    expect(first('Los Angeles')).toMatchObject({ countryCode: 'US', timeZone: 'America/Los_Angeles' });
    expect(first('Lisbon')).toMatchObject({ countryCode: 'PT', timeZone: 'Europe/Lisbon' });
    // Two cities of one country in different zones.
    expect(first('El Paso')).toMatchObject({ countryCode: 'US', timeZone: 'America/Denver' });
    expect(first('Phoenix')).toMatchObject({ countryCode: 'US', timeZone: 'America/Phoenix' });
  });

  it('gives a country its zone only when nearly all of it keeps one', () => {
    expect(first('Portugal')).toMatchObject({ kind: 'country', timeZone: 'Europe/Lisbon' });
    expect(first('New Zealand')).toMatchObject({ kind: 'country', timeZone: 'Pacific/Auckland' });
    const us = placeIndex()
      .search('United States', 3)
      .find((p) => p.kind === 'country')!;
    expect(us.countryCode).toBe('US');
    expect(us.timeZone).toBeUndefined();
  });

  it('suggests only zones this runtime knows', () => {
    for (const q of ['San', 'Nor', 'Ber', 'Tok', 'Mex']) {
      for (const place of placeIndex().search(q, 10)) if (place.timeZone) expect(() => new Intl.DateTimeFormat('en', { timeZone: place.timeZone })).not.toThrow();
    }
  });
});
