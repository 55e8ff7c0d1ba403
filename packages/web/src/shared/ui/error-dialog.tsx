import {
  createContext,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { ErrorReport } from '#web/shared/ui/error-report.ts';

type OpenErrorDialog = (report: ErrorReport) => void;

interface ViewProps {
  report: ErrorReport;
  onClose: () => void;
}

const ErrorDialogContext = createContext<OpenErrorDialog | null>(null);

let viewModule: Promise<ComponentType<ViewProps>> | null = null;

/**
 * The dialog's code (Radix's dialog with it) is not part of any first page; a screen that may
 * need it loads it when it mounts, so a failure of the network does not also fail the dialog.
 */
function loadView(): Promise<ComponentType<ViewProps>> {
  viewModule ??= import('#web/shared/ui/error-dialog-view.tsx').then(
    (module) => module.ErrorDialogView,
    (error: unknown) => {
      viewModule = null;
      throw error;
    },
  );
  return viewModule;
}

/**
 * Holds the one error dialog of the shop: `useErrorDialog()` opens it from any screen. A second
 * report replaces the first.
 */
export function ErrorDialogProvider({ children }: { children: ReactNode }) {
  const [report, setReport] = useState<ErrorReport | null>(null);
  const [View, setView] = useState<ComponentType<ViewProps> | null>(null);
  useEffect(() => {
    if (report === null || View !== null) return;
    // a screen's own notice stays when even the dialog's code cannot be loaded
    loadView().then(
      (loaded) => setView(() => loaded),
      () => undefined,
    );
  }, [report, View]);
  return (
    <ErrorDialogContext.Provider value={setReport}>
      {children}
      {report !== null && View !== null && <View report={report} onClose={() => setReport(null)} />}
    </ErrorDialogContext.Provider>
  );
}

/** Opens the error dialog; its code starts loading when the screen using this mounts. */
export function useErrorDialog(): OpenErrorDialog {
  const open = useContext(ErrorDialogContext);
  useEffect(() => {
    loadView().catch(() => undefined);
  }, []);
  if (open === null) throw new Error('useErrorDialog is used outside an ErrorDialogProvider');
  return open;
}
