import type { LocationPoint } from '@mingle/contracts';
import { describe, expect, it } from 'vitest';
import { MAP_HEIGHT, MAP_WIDTH, REGIONS, clampView, drawOrder, legendCounts, mapTabOf, panBy, projectionFor, radiusFor, rankPoints, regionShape, zoomBy } from './map';

const inside = (xy: [number, number] | null) => xy !== null && xy[0] >= 0 && xy[0] <= MAP_WIDTH && xy[1] >= 0 && xy[1] <= MAP_HEIGHT;
const PARIS: [number, number] = [2.35, 48.86];
const SYDNEY: [number, number] = [151.21, -33.87];
const LAGOS: [number, number] = [3.38, 6.52];
const LIMA: [number, number] = [-77.04, -12.05];
const TOKYO: [number, number] = [139.69, 35.68];

describe('map tab', () => {
  it('reads 0, 1 and 2 and falls back to hometowns', () => {
    expect(mapTabOf(1)).toBe(1);
    expect(mapTabOf(2)).toBe(2);
    expect(mapTabOf(undefined)).toBe(0);
    expect(mapTabOf(7)).toBe(0);
  });
});

describe('region extents', () => {
  it('fits the whole world, so every city is on the map', () => {
    const world = projectionFor('world');
    for (const city of [PARIS, SYDNEY, LAGOS, LIMA, TOKYO]) expect(inside(world(city))).toBe(true);
  });

  it('zooms each region onto its own part of the world', () => {
    expect(inside(projectionFor('europe')(PARIS))).toBe(true);
    expect(inside(projectionFor('europe')(SYDNEY))).toBe(false);
    expect(inside(projectionFor('africa')(LAGOS))).toBe(true);
    expect(inside(projectionFor('africa')(LIMA))).toBe(false);
    expect(inside(projectionFor('americas')(LIMA))).toBe(true);
    expect(inside(projectionFor('americas')(TOKYO))).toBe(false);
    expect(inside(projectionFor('asia')(TOKYO))).toBe(true);
    expect(inside(projectionFor('asia')(LIMA))).toBe(false);
    expect(inside(projectionFor('oceania')(SYDNEY))).toBe(true);
    expect(inside(projectionFor('oceania')(PARIS))).toBe(false);
  });

  it('draws a region bigger than the world view does', () => {
    const worldScale = projectionFor('world').scale();
    for (const region of REGIONS.filter((r) => r !== 'world')) expect(projectionFor(region).scale()).toBeGreaterThan(worldScale);
  });

  it('describes a region by points along the edges of its box', () => {
    const shape = regionShape('europe');
    expect(shape).toMatchObject({ type: 'MultiPoint' });
    expect((shape as { coordinates: unknown[] }).coordinates).toContainEqual([-25, 34]);
    expect((shape as { coordinates: unknown[] }).coordinates).toContainEqual([45, 71]);
  });
});

describe('point sizes', () => {
  it('grows the area, not the radius, with the count', () => {
    expect(radiusFor(100, 100)).toBe(20);
    expect(radiusFor(25, 100)).toBe(10);
    expect(radiusFor(1, 100)).toBe(4);
    expect(radiusFor(0, 0)).toBe(4);
    expect(radiusFor(500, 100)).toBe(20);
    expect(radiusFor(9, 16, { min: 2, max: 40 })).toBe(30);
  });

  it('offers distinct legend counts', () => {
    expect(legendCounts(10)).toEqual([1, 5, 10]);
    expect(legendCounts(2)).toEqual([1, 2]);
    expect(legendCounts(1)).toEqual([1]);
    expect(legendCounts(0)).toEqual([]);
  });

  it('ranks by count then name, and draws big points first', () => {
    const point = (name: string, count: number): LocationPoint => ({
      id: name,
      kind: 'city',
      name,
      country: 'X',
      countryCode: 'XX',
      lat: 0,
      lng: 0,
      count,
    });
    const points = [point('B', 2), point('A', 2), point('C', 5)];
    expect(rankPoints(points).map((p) => p.name)).toEqual(['C', 'A', 'B']);
    expect(drawOrder(points)[0]?.name).toBe('C');
  });
});

describe('zoom and pan', () => {
  it('zooms around the centre and stays within limits', () => {
    const view = zoomBy({ k: 1, x: 0, y: 0 }, 2);
    expect(view).toEqual({ k: 2, x: -MAP_WIDTH / 2, y: -MAP_HEIGHT / 2 });
    expect(zoomBy(view, 1 / 2)).toEqual({ k: 1, x: 0, y: 0 });
    expect(zoomBy({ k: 1, x: 0, y: 0 }, 100).k).toBe(8);
    expect(zoomBy({ k: 1, x: 0, y: 0 }, 0.1).k).toBe(1);
  });

  it('never pans the drawing off the frame', () => {
    expect(panBy({ k: 1, x: 0, y: 0 }, 50, 50)).toEqual({ k: 1, x: 0, y: 0 });
    expect(panBy({ k: 2, x: -480, y: -250 }, 100, 0)).toEqual({
      k: 2,
      x: -380,
      y: -250,
    });
    expect(clampView({ k: 2, x: -5000, y: 10 })).toEqual({
      k: 2,
      x: -MAP_WIDTH,
      y: 0,
    });
  });
});

describe('country shapes', () => {
  it('come from the bundled atlas, without Antarctica', async () => {
    const { countryShapes } = await import('./world');
    const shapes = countryShapes();
    expect(shapes.features.length).toBeGreaterThan(150);
    expect(shapes.features.some((country) => country.properties.name === 'France')).toBe(true);
    expect(shapes.features.some((country) => country.properties.name === 'Antarctica')).toBe(false);
  });
});
