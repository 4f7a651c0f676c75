import { ZoomIn, ZoomOut } from 'lucide-react';
import { useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { cn } from '@/lib/cn';

export type CropArea = Area;

interface ImageCropperProps {
  /** An object or data URL of the picked image. */
  image: string;
  /** Width / height of the crop frame: 1 for a logo, 16 / 9 for a banner. */
  aspect: number;
  /** A round frame for a person's photo (the image itself stays square). */
  round?: boolean;
  /** Called with the chosen area in the image's own pixels whenever the user settles. */
  onCropComplete: (areaPixels: CropArea) => void;
  /** Accessible name of the crop area (it moves with the arrow keys). */
  label: string;
  zoomLabel: string;
  className?: string;
}

const MIN_ZOOM = 1;
const MAX_ZOOM = 3;

/** Drag (or use the arrow keys) to move, pinch, scroll or use the slider to zoom. */
export function ImageCropper({ image, aspect, round = false, onCropComplete, label, zoomLabel, className }: ImageCropperProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const zoomId = useId();
  return (
    <div className={cn('flex flex-col gap-4', className)}>
      <div className="relative h-64 overflow-hidden rounded-xl bg-neutral-900 sm:h-80">
        <Cropper
          image={image}
          crop={crop}
          zoom={zoom}
          aspect={aspect}
          cropShape={round ? 'round' : 'rect'}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          keyboardStep={10}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_area, areaPixels) => onCropComplete(areaPixels)}
          cropperProps={{ 'aria-label': label, tabIndex: 0, role: 'application' }}
          classes={{ cropAreaClassName: 'focus-visible:outline-3 focus-visible:outline-ring' }}
        />
      </div>
      <div className="flex items-center gap-3">
        <ZoomOut aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
        <label htmlFor={zoomId} className="sr-only">
          {zoomLabel}
        </label>
        <input
          id={zoomId}
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.05}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
          className="h-touch w-full cursor-pointer accent-primary-600"
        />
        <ZoomIn aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
      </div>
    </div>
  );
}
