import type { FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Natural Earth country shapes at 1:110m, bundled with the app: the map needs no tile server.
import countries110m from 'world-atlas/countries-110m.json';

const ANTARCTICA = '010';

type CountriesTopology = Topology<{
  countries: GeometryCollection<{ name: string }>;
}>;

let cache: FeatureCollection<Geometry, { name: string }> | null = null;

/** Country shapes as GeoJSON (Antarctica left out: nobody lists it as a hometown), built once. */
export function countryShapes(): FeatureCollection<Geometry, { name: string }> {
  if (!cache) {
    const topology = countries110m as unknown as CountriesTopology;
    const all = feature(topology, topology.objects.countries);
    cache = {
      ...all,
      features: all.features.filter((country) => country.id !== ANTARCTICA),
    };
  }
  return cache;
}
