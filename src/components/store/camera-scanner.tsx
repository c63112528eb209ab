'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useShopRouter } from '@/components/client/client-state-provider';
import { ModalHeader } from '@/components/product/modal-header';
import { scannedEan } from '@/lib/store/scanned-code';

type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
const FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e'];

/**
 * A detector for retail barcodes: the browser's BarcodeDetector where it has one (Android, macOS,
 * ChromeOS), else the barcode-detector library (ZXing in WebAssembly, served by the shop).
 */
async function barcodeDetector(): Promise<Detector> {
  const native = (
    window as unknown as {
      BarcodeDetector?: { new (o: object): Detector; getSupportedFormats(): Promise<string[]> };
    }
  ).BarcodeDetector;
  if (native && (await native.getSupportedFormats()).includes('ean_13'))
    return new native({ formats: FORMATS });
  const { BarcodeDetector, setZXingModuleOverrides } = await import('barcode-detector/ponyfill');
  setZXingModuleOverrides({
    locateFile: (file: string, prefix: string) =>
      file.endsWith('.wasm') ? '/scanner/zxing-reader.wasm' : prefix + file,
  });
  return new BarcodeDetector({ formats: FORMATS as never });
}

/** The camera scan of an in-store display: opens a dialog with the camera's picture until a code is read. */
export function CameraScanner() {
  const t = useTranslations('store');
  const router = useShopRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [open, setOpen] = useState(false);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    if (!open) return;
    let stream: MediaStream | null = null;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        // closed while the camera or the reader started: let the camera go at once
        if (stopped) return stop();
        const detector = await barcodeDetector();
        if (stopped || !video.current) return stop();
        video.current.srcObject = stream;
        await video.current.play();
        const scan = async () => {
          if (stopped || !video.current) return;
          const code = (await detector.detect(video.current).catch(() => []))
            .map((found) => scannedEan(found.rawValue))
            .find((value): value is string => value !== null);
          if (code) {
            dialog.current?.close();
            setOpen(false);
            router.push(`/scan?ean=${code}`);
            return;
          }
          timer = setTimeout(scan, 150);
        };
        void scan();
      } catch {
        if (!stopped) setUnavailable(true);
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stop();
    };
  }, [open, router]);

  const start = () => {
    setUnavailable(false);
    setOpen(true);
    dialog.current?.showModal();
  };
  const close = () => {
    setOpen(false);
    dialog.current?.close();
  };
  return (
    <>
      <button
        type="button"
        onClick={start}
        className="rounded-shop border border-border px-4 py-2.5 font-semibold"
      >
        {t('camera')}
      </button>
      <dialog
        ref={dialog}
        onClose={() => setOpen(false)}
        aria-labelledby="camera-scanner-title"
        className="m-auto w-[min(92vw,32rem)] rounded-shop p-4 backdrop:bg-black/40"
      >
        <ModalHeader id="camera-scanner-title" title={t('camera')} onClose={close} />
        {unavailable ? (
          <p role="alert" className="mt-4">
            {t('cameraUnavailable')}
          </p>
        ) : (
          <>
            <p className="mt-4">{t('cameraHint')}</p>
            <video ref={video} muted playsInline className="mt-2 w-full rounded-shop bg-black" />
          </>
        )}
      </dialog>
    </>
  );
}
