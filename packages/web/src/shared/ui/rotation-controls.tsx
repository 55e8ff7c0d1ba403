import { Icon } from '#web/shared/ui/icons.tsx';
import type { Rotation } from '#web/shared/ui/use-rotation.ts';

export interface RotationLabels {
  previous: string;
  next: string;
  pause: string;
  play: string;
}

interface RotationControlsProps {
  rotation: Rotation;
  labels: RotationLabels;
  /** the id of the rotating region the buttons act on */
  controls: string;
  className?: string;
}

const BUTTON =
  'inline-flex size-9 items-center justify-center rounded-full bg-white text-gray-800 shadow-sm ring-1 ring-gray-300 hover:bg-gray-50 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-focus';

/**
 * Previous, pause/play and next of a rotation: real buttons, so Tab reaches them and Enter or
 * Space works them, and a moving region can always be stopped (WCAG 2.2.2).
 */
export function RotationControls({ rotation, labels, controls, className }: RotationControlsProps) {
  return (
    <div className={`flex items-center gap-2 ${className ?? ''}`}>
      <button
        type="button"
        aria-controls={controls}
        aria-label={labels.previous}
        onClick={rotation.previous}
        className={BUTTON}
      >
        <Icon className="size-4">
          <path d="m15 18-6-6 6-6" />
        </Icon>
      </button>
      <button
        type="button"
        aria-controls={controls}
        aria-label={rotation.paused ? labels.play : labels.pause}
        onClick={rotation.togglePause}
        className={BUTTON}
      >
        <Icon className="size-4">
          {rotation.paused ? (
            <path d="M8 5v14l11-7z" />
          ) : (
            <>
              <path d="M9 5v14" />
              <path d="M15 5v14" />
            </>
          )}
        </Icon>
      </button>
      <button
        type="button"
        aria-controls={controls}
        aria-label={labels.next}
        onClick={rotation.next}
        className={BUTTON}
      >
        <Icon className="size-4">
          <path d="m9 18 6-6-6-6" />
        </Icon>
      </button>
    </div>
  );
}
