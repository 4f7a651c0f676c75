import type { LocationPoint } from '@mingle/contracts';
import { geoNaturalEarth1, type GeoPermissibleObjects, type GeoProjection } from 'd3-geo';

/** The map's drawing size (SVG viewBox); the SVG scales to its container. */
export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 500;
const PADDING = 12;

/** ?tab=0 hometowns, 1 dream destinations, 2 favourite destinations; anything else reads as 0. */
export const MAP_TAB_IDS = [0, 1, 2] as const;
export type MapTab = (typeof MAP_TAB_IDS)[number];
export function mapTabOf(tab: number | undefined): MapTab {
  return tab === 1 || tab === 2 ? tab : 0;
}

export const REGIONS = ['world', 'europe', 'africa', 'americas', 'asia', 'oceania'] as const;
export type Region = (typeof REGIONS)[number];

/** Each region's box: [[west, south], [east, north]] in degrees. */
export const REGION_BOUNDS: Record<Region, [[number, number], [number, number]]> = {
  world: [
    [-180, -56],
    [180, 84],
  ],
  europe: [
    [-25, 34],
    [45, 71],
  ],
  africa: [
    [-20, -36],
    [55, 38],
  ],
  americas: [
    [-170, -56],
    [-30, 72],
  ],
  asia: [
    [25, -11],
    [150, 60],
  ],
  oceania: [
    [110, -48],
    [180, 0],
  ],
};

/** A region's box as points along its edges, so the fit follows the projection's curves. */
export function regionShape(region: Region): GeoPermissibleObjects {
  const [[west, south], [east, north]] = REGION_BOUNDS[region];
  const steps = 12;
  const coordinates: [number, number][] = [];
  for (let i = 0; i <= steps; i += 1) {
    const lng = west + ((east - west) * i) / steps;
    const lat = south + ((north - south) * i) / steps;
    coordinates.push([lng, south], [lng, north], [west, lat], [east, lat]);
  }
  return { type: 'MultiPoint', coordinates };
}

/** The projection that fits a region into the map's drawing area. */
export function projectionFor(region: Region, width = MAP_WIDTH, height = MAP_HEIGHT): GeoProjection {
  return geoNaturalEarth1().fitExtent(
    [
      [PADDING, PADDING],
      [width - PADDING, height - PADDING],
    ],
    regionShape(region),
  );
}

/** On-screen radius in pixels, whatever the map's width. */
export const POINT_RADIUS = { min: 4, max: 20 } as const;

/** Sqrt scale (radius in screen pixels): a point's area, not its radius, grows with the count; tiny counts stay visible. */
export function radiusFor(count: number, maxCount: number, range: { min: number; max: number } = POINT_RADIUS): number {
  if (maxCount <= 0 || count <= 0) return range.min;
  return Math.max(range.min, range.max * Math.sqrt(Math.min(count, maxCount) / maxCount));
}

/** Up to three distinct counts for the size legend: 1, a middle value and the largest. */
export function legendCounts(maxCount: number): number[] {
  if (maxCount <= 0) return [];
  const middle = Math.round(maxCount / 2);
  return [...new Set([1, middle, maxCount])].filter((count) => count >= 1).sort((a, b) => a - b);
}

/** Most attendees first, then by name, so the list and the map agree. */
export function rankPoints(points: readonly LocationPoint[]): LocationPoint[] {
  return [...points].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** Large points drawn first, so small ones stay on top and visible. */
export function drawOrder(points: readonly LocationPoint[]): LocationPoint[] {
  return [...points].sort((a, b) => b.count - a.count);
}

/** Zoom on top of a region: translate(x, y) scale(k) of the drawing. */
export interface MapView {
  k: number;
  x: number;
  y: number;
}
export const IDENTITY_VIEW: MapView = { k: 1, x: 0, y: 0 };
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 8;
export const ZOOM_STEP = 1.5;

/** Keeps the drawing covering the whole frame (no empty edges) at the view's zoom. */
export function clampView(view: MapView, width = MAP_WIDTH, height = MAP_HEIGHT): MapView {
  const k = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, view.k));
  const clamp = (value: number, size: number) => Math.min(0, Math.max(size - size * k, value));
  return { k, x: clamp(view.x, width), y: clamp(view.y, height) };
}

/** Zooms by a factor around the centre of the frame. */
export function zoomBy(view: MapView, factor: number, width = MAP_WIDTH, height = MAP_HEIGHT): MapView {
  const k = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, view.k * factor));
  const cx = (width / 2 - view.x) / view.k;
  const cy = (height / 2 - view.y) / view.k;
  return clampView({ k, x: width / 2 - cx * k, y: height / 2 - cy * k }, width, height);
}

/** Moves the drawing by (dx, dy) frame units. */
export function panBy(view: MapView, dx: number, dy: number, width = MAP_WIDTH, height = MAP_HEIGHT): MapView {
  return clampView({ k: view.k, x: view.x + dx, y: view.y + dy }, width, height);
}
