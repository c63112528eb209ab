'use client';

import { useState } from 'react';

interface Problem {
  line: number;
  column: string | null;
  reason: string;
}
interface Report {
  rows: number;
  styles: number;
  written: number;
  dryRun: boolean;
  problems: Problem[];
}
type Progress =
  | { step: 'idle' }
  | { step: 'upload'; percent: number }
  | { step: 'check'; styles: number }
  | { step: 'write'; styles: number; of: number }
  | { step: 'done'; report: Report }
  | { step: 'failed'; message: string };

const SHOWN_PROBLEMS = 500;

/**
 * The catalogue file's upload in /admin/catalogue: sent to POST /admin-api/catalogue-feed with the
 * /admin login (same origin), its progress shown as it goes (the upload, then the styles checked
 * and written as the server reports them), and the report: every bad row with line, column and
 * reason.
 */
export function CatalogueUpload() {
  const [progress, setProgress] = useState<Progress>({ step: 'idle' });
  const busy = progress.step === 'upload' || progress.step === 'check' || progress.step === 'write';

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0)
      return setProgress({ step: 'failed', message: 'Bitte eine CSV-Datei wählen.' });
    const query = new URLSearchParams();
    if (form.get('dryRun')) query.set('dryRun', '1');
    if (form.get('skipBad')) query.set('skipBad', '1');
    const request = new XMLHttpRequest();
    let read = 0;
    let checked = 0;
    const lines = () => {
      const text = request.responseText;
      const end = text.lastIndexOf('\n');
      if (end < read) return;
      for (const line of text.slice(read, end).split('\n')) {
        if (!line.trim()) continue;
        const event = JSON.parse(line) as {
          phase?: string;
          styles?: number;
          report?: Report;
          error?: string;
        };
        if (event.report) setProgress({ step: 'done', report: event.report });
        else if (event.error) setProgress({ step: 'failed', message: event.error });
        else if (event.phase === 'checked') {
          checked = event.styles ?? 0;
          setProgress({ step: 'check', styles: checked });
        } else if (event.phase === 'written')
          setProgress({ step: 'write', styles: event.styles ?? 0, of: checked });
        else if (event.phase === 'uploaded') setProgress({ step: 'check', styles: 0 });
      }
      read = end + 1;
    };
    request.upload.onprogress = (e) =>
      setProgress({
        step: 'upload',
        percent: e.lengthComputable ? Math.round((e.loaded / e.total) * 100) : 0,
      });
    request.onprogress = lines;
    request.onload = () => {
      if (request.status !== 200) {
        let message = `Der Shop hat die Datei abgelehnt (${request.status}).`;
        try {
          message = (JSON.parse(request.responseText) as { errors: { message: string }[] }).errors[0]!
            .message;
        } catch {
          // not the admin API's JSON: the status says it
        }
        return setProgress({ step: 'failed', message });
      }
      lines();
    };
    request.onerror = () =>
      setProgress({ step: 'failed', message: 'Die Verbindung zum Shop ist abgebrochen.' });
    request.open('POST', `/admin-api/catalogue-feed?${query}`);
    request.setRequestHeader('content-type', 'text/csv');
    setProgress({ step: 'upload', percent: 0 });
    request.send(file);
  }

  return (
    <form
      onSubmit={submit}
      style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem', maxWidth: '48rem' }}
    >
      <label style={{ display: 'flex', flexDirection: 'column' }}>
        Katalog-Datei (CSV, UTF-8)
        <input name="file" type="file" accept=".csv,text/csv" required />
      </label>
      <label>
        <input name="dryRun" type="checkbox" /> Nur prüfen (nichts schreiben)
      </label>
      <label>
        <input name="skipBad" type="checkbox" /> Fehlerhafte Styles auslassen und die übrigen schreiben
      </label>
      <button type="submit" className="btn btn--style-primary" disabled={busy}>
        Datei laden
      </button>
      <ProgressView progress={progress} />
    </form>
  );
}

function ProgressView({ progress }: { progress: Progress }) {
  if (progress.step === 'idle') return null;
  if (progress.step === 'failed') return <p role="alert">{progress.message}</p>;
  if (progress.step === 'upload')
    return (
      <label>
        Hochladen: {progress.percent} %
        <progress max={100} value={progress.percent} style={{ display: 'block', width: '100%' }} />
      </label>
    );
  if (progress.step === 'check')
    return (
      <label>
        Prüfen: {progress.styles.toLocaleString('de-AT')} Styles geprüft
        <progress style={{ display: 'block', width: '100%' }} />
      </label>
    );
  if (progress.step === 'write')
    return (
      <label>
        Schreiben: {progress.styles.toLocaleString('de-AT')} von {progress.of.toLocaleString('de-AT')} Styles
        <progress
          max={Math.max(1, progress.of)}
          value={progress.styles}
          style={{ display: 'block', width: '100%' }}
        />
      </label>
    );
  const { report } = progress;
  const summary = `${report.rows.toLocaleString('de-AT')} Zeilen, ${report.styles.toLocaleString('de-AT')} Styles, ${report.problems.length.toLocaleString('de-AT')} Fehler`;
  return (
    <div role="status">
      <p>
        {report.dryRun
          ? `Geprüft: ${summary}; nichts geschrieben.`
          : report.written === 0 && report.problems.length > 0
            ? `Abgelehnt: ${summary}; nichts geschrieben.`
            : `Geladen: ${summary}; ${report.written.toLocaleString('de-AT')} Styles geschrieben.`}
      </p>
      {report.problems.length > 0 ? (
        <table style={{ borderCollapse: 'collapse', width: '100%' }}>
          <thead>
            <tr>
              <th scope="col">Zeile</th>
              <th scope="col">Spalte</th>
              <th scope="col">Grund</th>
            </tr>
          </thead>
          <tbody>
            {report.problems.slice(0, SHOWN_PROBLEMS).map((problem, i) => (
              <tr key={i}>
                <td>{problem.line}</td>
                <td>{problem.column ?? '–'}</td>
                <td>{problem.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
