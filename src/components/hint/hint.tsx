import { useTranslations } from 'next-intl';

export type Severity = 'info' | 'success' | 'warning' | 'error';

const SEVERITY_CLASS: Record<Severity, string> = {
  info: 'border-border',
  success: 'border-success',
  warning: 'border-warning',
  error: 'border-error',
};

/** The severity prefix of a hint or toast: 'Fehler', 'Info', 'Erfolg', 'Warnung' (spec S4.9, S8.5). */
export function SeverityLabel({ severity }: { severity: Severity }) {
  const t = useTranslations('toast.severity');
  return <span className="font-semibold">{t(severity)}: </span>;
}

/**
 * A hint box with its severity: errors and warnings are announced at once (alert), infos and
 * successes politely (status).
 */
export function Hint({
  severity,
  children,
  className = '',
  testId,
}: {
  severity: Severity;
  children: React.ReactNode;
  className?: string;
  testId?: string;
}) {
  const urgent = severity === 'error' || severity === 'warning';
  return (
    <p
      role={urgent ? 'alert' : 'status'}
      data-testid={testId}
      className={`rounded-shop border-l-4 bg-surface-muted p-3 ${SEVERITY_CLASS[severity]} ${className}`}
    >
      <SeverityLabel severity={severity} />
      {children}
    </p>
  );
}
