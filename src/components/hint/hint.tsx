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
  id,
  inline = false,
}: {
  severity: Severity;
  children: React.ReactNode;
  className?: string;
  testId?: string;
  id?: string;
  /** a short message under a field or control: coloured text instead of a box */
  inline?: boolean;
}) {
  const urgent = severity === 'error' || severity === 'warning';
  const look = inline
    ? `font-semibold ${severity === 'error' ? 'text-error' : ''}`
    : `rounded-shop border-l-4 bg-surface-muted p-3 ${SEVERITY_CLASS[severity]}`;
  return (
    <p id={id} role={urgent ? 'alert' : 'status'} data-testid={testId} className={`${look} ${className}`}>
      <SeverityLabel severity={severity} />
      {children}
    </p>
  );
}

/**
 * A live region that stays in the page so that a message put into it later is read out; the
 * message carries its severity label while there is one.
 */
export function AlertRegion({
  message,
  severity = 'error',
  className = 'text-sm font-semibold text-error',
  as: Tag = 'p',
}: {
  message: React.ReactNode;
  severity?: Severity;
  className?: string;
  as?: 'p' | 'div';
}) {
  return (
    <Tag role="alert" className={`${className} empty:hidden`}>
      {message ? (
        <>
          <SeverityLabel severity={severity} />
          {message}
        </>
      ) : null}
    </Tag>
  );
}
