import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { createScanGate } from './scan-list.ts';

type CameraState = 'off' | 'starting' | 'on' | 'denied' | 'noCamera' | 'failed';

/** What a refused getUserMedia means for the buyer: refused permission, or no camera at all. */
function stateOfError(error: unknown): CameraState {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noCamera';
  return 'failed';
}

/**
 * The camera of /account/scan (docs/product/account.md#account-scan): started by the buyer (the
 * browser asks for permission then), the back camera where there is one; each barcode that comes
 * into view is one scan. Refused permission or no camera says so; the typed field still works.
 */
export function CameraScanner({ onScan }: { onScan: (code: string) => void }) {
  const { t } = useTranslation('account');
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('off');
  const running = useRef<{ stop: () => void; stream: MediaStream } | null>(null);
  const latestOnScan = useRef(onScan);
  useEffect(() => {
    latestOnScan.current = onScan;
  }, [onScan]);

  const stop = () => {
    running.current?.stop();
    running.current?.stream.getTracks().forEach((track) => track.stop());
    running.current = null;
    setState('off');
  };
  useEffect(() => () => stop(), []);

  async function start() {
    if (navigator.mediaDevices?.getUserMedia === undefined || video.current === null) {
      setState('noCamera');
      return;
    }
    setState('starting');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
      const gate = createScanGate();
      const { startReading } = await import('./barcode-reader.ts');
      const reading = await startReading(stream, video.current, (code) => {
        if (gate(code)) latestOnScan.current(code);
      });
      running.current = { stop: reading.stop, stream };
      setState('on');
    } catch (error) {
      setState(stateOfError(error));
    }
  }

  const active = state === 'on' || state === 'starting';
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={buttonClasses(active ? 'secondary' : 'primary', 'py-1.5')}
          onClick={() => (active ? stop() : void start())}
        >
          {active ? t('scan.cameraStop') : t('scan.cameraStart')}
        </button>
        <p role="status" className="text-sm text-gray-700">
          {state === 'starting' && t('scan.cameraStarting')}
          {state === 'on' && t('scan.cameraOn')}
        </p>
      </div>
      {(state === 'denied' || state === 'noCamera' || state === 'failed') && (
        <p role="alert" className="text-sm font-medium text-danger-800">
          {t(`scan.camera.${state}`)}
        </p>
      )}
      <video
        ref={video}
        muted
        playsInline
        aria-label={t('scan.cameraView')}
        className={active ? 'w-full max-w-md rounded-md bg-gray-900' : 'hidden'}
      />
    </div>
  );
}
