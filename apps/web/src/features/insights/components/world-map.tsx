import { MIN_CITY_COUNT, type LocationPoint } from '@mingle/contracts';
import { geoPath } from 'd3-geo';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { IDENTITY_VIEW, MAP_HEIGHT, MAP_WIDTH, REGIONS, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP, drawOrder, legendCounts, panBy, projectionFor, radiusFor, zoomBy, type MapView, type Region } from '../lib/map';
import { countryShapes } from '../lib/world';

const PAN_STEP = 80;

/** Drawing units per screen pixel, so points and the legend keep one size whatever the map's width. */
function useUnitsPerPixel(ref: RefObject<SVGSVGElement | null>): number {
  const [units, setUnits] = useState(1);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const width = element.getBoundingClientRect().width;
      if (width > 0) setUnits(MAP_WIDTH / width);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return units;
}

/** A place: a filled circle for a city, a dashed one for a country. `unit` is one screen pixel in drawing units. */
function PointMark({ kind, r, cx, cy, unit = 1 }: { kind: LocationPoint['kind']; r: number; cx: number; cy: number; unit?: number }) {
  return kind === 'city' ? (
    <circle cx={cx} cy={cy} r={r} className="fill-primary-500/75 stroke-white" strokeWidth={1.5 * unit} />
  ) : (
    <circle cx={cx} cy={cy} r={r} className="fill-accent-500/45 stroke-accent-700" strokeWidth={1.5 * unit} strokeDasharray={`${3 * unit} ${2 * unit}`} />
  );
}

function Legend({ maxCount }: { maxCount: number }) {
  const { t } = useTranslation('insights');
  const sizes = legendCounts(maxCount);
  const largest = radiusFor(maxCount, maxCount);
  return (
    <div className="flex flex-col gap-3 border-t border-border pt-4" data-testid="map-legend">
      <h3 className="text-sm font-bold text-fg">{t('map.legend.title')}</h3>
      <div className="flex flex-col gap-3 text-sm text-fg-muted sm:flex-row sm:flex-wrap sm:items-end sm:gap-x-8">
        <div className="flex flex-col gap-1">
          <p>{t('map.legend.size')}</p>
          <div className="flex items-end gap-4">
            {sizes.map((count) => {
              const r = radiusFor(count, maxCount);
              return (
                <span key={count} className="flex flex-col items-center gap-1">
                  <svg aria-hidden="true" width={largest * 2 + 4} height={r * 2 + 4} className="overflow-visible">
                    <PointMark kind="city" cx={largest + 2} cy={r + 2} r={r} />
                  </svg>
                  <span className="font-semibold text-fg tabular-nums">{count}</span>
                </span>
              );
            })}
          </div>
        </div>
        <ul className="flex flex-col gap-2">
          <li className="flex items-center gap-2">
            <svg aria-hidden="true" width={20} height={20} className="shrink-0">
              <PointMark kind="city" cx={10} cy={10} r={8} />
            </svg>
            {t('map.legend.city')}
          </li>
          <li className="flex items-start gap-2">
            <svg aria-hidden="true" width={20} height={20} className="shrink-0">
              <PointMark kind="country" cx={10} cy={10} r={8} />
            </svg>
            <span className="max-w-md">{t('map.legend.country', { min: MIN_CITY_COUNT })}</span>
          </li>
        </ul>
      </div>
    </div>
  );
}

/**
 * An offline world map: Natural Earth countries projected with d3-geo into an SVG, a circle per
 * place sized by its count, regions to zoom to, and +/- zoom and arrow-key panning.
 */
export function WorldMap({ points, label }: { points: readonly LocationPoint[]; label: string }) {
  const { t } = useTranslation('insights');
  const helpId = useId();
  const [region, setRegion] = useState<Region>('world');
  const [view, setView] = useState<MapView>(IDENTITY_VIEW);
  const drag = useRef<{ x: number; y: number; pointer: number } | null>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const unitsPerPixel = useUnitsPerPixel(svgRef);
  const unit = unitsPerPixel / view.k;

  const projection = useMemo(() => projectionFor(region), [region]);
  const shapes = useMemo(() => {
    const path = geoPath(projection);
    return {
      countries: countryShapes().features.map((country, index) => ({
        key: String(country.id ?? index),
        d: path(country) ?? '',
      })),
    };
  }, [projection]);
  const maxCount = Math.max(0, ...points.map((point) => point.count));
  const marks = useMemo(
    () =>
      drawOrder(points).flatMap((point) => {
        const xy = projection([point.lng, point.lat]);
        return xy ? [{ point, x: xy[0], y: xy[1] }] : [];
      }),
    [points, projection],
  );

  const chooseRegion = (next: Region) => {
    setRegion(next);
    setView(IDENTITY_VIEW);
  };
  const zoom = (factor: number) => setView((current) => zoomBy(current, factor));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [PAN_STEP, 0],
      ArrowRight: [-PAN_STEP, 0],
      ArrowUp: [0, PAN_STEP],
      ArrowDown: [0, -PAN_STEP],
    };
    if (event.key === '+' || event.key === '=') zoom(ZOOM_STEP);
    else if (event.key === '-' || event.key === '_') zoom(1 / ZOOM_STEP);
    else if (event.key === '0') setView(IDENTITY_VIEW);
    else if (event.key in moves) {
      const [dx, dy] = moves[event.key] ?? [0, 0];
      setView((current) => panBy(current, dx, dy));
    } else return;
    event.preventDefault();
  };

  // Drag to move the map when zoomed in; screen pixels are turned into drawing units.
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (view.k === 1 || event.button !== 0) return;
    drag.current = {
      x: event.clientX,
      y: event.clientY,
      pointer: event.pointerId,
    };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    const width = svgRef.current?.getBoundingClientRect().width ?? 0;
    if (!start || start.pointer !== event.pointerId || width === 0) return;
    const scale = MAP_WIDTH / width;
    const dx = (event.clientX - start.x) * scale;
    const dy = (event.clientY - start.y) * scale;
    drag.current = { ...start, x: event.clientX, y: event.clientY };
    setView((current) => panBy(current, dx, dy));
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={t('map.regionsLabel')} className="flex flex-wrap gap-1.5">
          {REGIONS.map((id) => (
            <button
              key={id}
              type="button"
              aria-pressed={region === id}
              onClick={() => chooseRegion(id)}
              className={cn(
                'min-h-9 rounded-full border px-3.5 text-sm font-semibold transition-colors',
                'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
                region === id ? 'border-primary-600 bg-primary-600 text-white' : 'border-border-strong bg-surface text-fg hover:bg-neutral-50',
              )}
            >
              {t(`map.regions.${id}`)}
            </button>
          ))}
        </div>
      </div>
      <div className="relative">
        <div
          role="group"
          tabIndex={0}
          aria-label={label}
          aria-describedby={helpId}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          className={cn(
            'touch-pan-y overflow-hidden rounded-xl border border-border bg-surface',
            'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
            view.k > 1 && 'cursor-grab active:cursor-grabbing',
          )}
          data-testid="world-map"
        >
          <svg ref={svgRef} viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} className="block h-auto w-full select-none" aria-hidden="true">
            <g transform={`translate(${view.x} ${view.y}) scale(${view.k})`}>
              <rect x={-MAP_WIDTH} y={-MAP_HEIGHT} width={MAP_WIDTH * 3} height={MAP_HEIGHT * 3} className="fill-accent-50/70" />
              <g className="fill-neutral-200 stroke-white">
                {shapes.countries.map((country) => (
                  <path key={country.key} d={country.d} strokeWidth={0.6} vectorEffect="non-scaling-stroke" />
                ))}
              </g>
              <g data-testid="map-points">
                {marks.map(({ point, x, y }) => (
                  <g key={point.id}>
                    <PointMark kind={point.kind} cx={x} cy={y} r={radiusFor(point.count, maxCount) * unit} unit={unit} />
                    <title>
                      {t('map.pointTitle', {
                        name: point.kind === 'city' ? `${point.name}, ${point.country}` : point.name,
                        count: point.count,
                      })}
                    </title>
                  </g>
                ))}
              </g>
            </g>
          </svg>
        </div>
        <div className="mt-2 flex justify-end gap-1.5 sm:absolute sm:top-2 sm:right-2 sm:mt-0 sm:flex-col">
          <Button variant="secondary" size="icon" className="shadow-xs" aria-label={t('map.zoomIn')} onClick={() => zoom(ZOOM_STEP)} disabled={view.k >= ZOOM_MAX}>
            <Plus aria-hidden="true" className="size-5" />
          </Button>
          <Button variant="secondary" size="icon" className="shadow-xs" aria-label={t('map.zoomOut')} onClick={() => zoom(1 / ZOOM_STEP)} disabled={view.k <= ZOOM_MIN}>
            <Minus aria-hidden="true" className="size-5" />
          </Button>
        </div>
      </div>
      <p id={helpId} className="text-sm text-fg-muted">
        {t('map.keyboardHelp')}
      </p>
      <Legend maxCount={maxCount} />
    </div>
  );
}
