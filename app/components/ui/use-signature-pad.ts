import { useEffect, useRef, useState } from 'react';
import type { MountedSignaturePad } from './mount-signature-pad';

/** The signature canvas is 150 px high, with a black pen (docs/product.md#signature). */
export const SIGNATURE_HEIGHT = 150;

/**
 * Loads the signature pad in the browser and puts it on `canvasRef`'s canvas, kept sharp at the
 * screen's pixel ratio. Reports a PNG data URL through `onChange`, or '' when the box is empty.
 * `typed` is the name written into the box instead of drawn, by `signWithText`.
 */
export function useSignaturePad(onChange: (dataUrl: string) => void) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<MountedSignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [typed, setTyped] = useState('');
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let pad: MountedSignaturePad | undefined;
    let cancelled = false;
    const resize = () => pad?.fit();
    void import('./mount-signature-pad').then(({ mountSignaturePad }) => {
      if (cancelled) return;
      pad = mountSignaturePad(canvas, SIGNATURE_HEIGHT, (dataUrl) => onChangeRef.current(dataUrl));
      padRef.current = pad;
      resize();
      setReady(true);
    });
    window.addEventListener('resize', resize);
    return () => {
      cancelled = true;
      window.removeEventListener('resize', resize);
      pad?.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    setTyped('');
    onChangeRef.current('');
  };

  /** Writes the typed name into the box, so the stored signature is always an image. */
  const signWithText = (text: string) => {
    setTyped(text);
    padRef.current?.writeName(text);
  };

  return { canvasRef, ready, typed, clear, signWithText };
}
