import { useEffect, useRef, useState } from 'react';
import type SignaturePadType from 'signature_pad';
import { strokesAreSignature } from '~/domain/signature';

/** The signature canvas is 150 px high, with a black pen (docs/product.md#signature). */
export const SIGNATURE_HEIGHT = 150;

/**
 * Loads signature_pad in the browser and puts it on `canvasRef`'s canvas, kept sharp at the
 * screen's pixel ratio. Reports a PNG data URL through `onChange`, or '' when the box is empty.
 * `typed` is the name written into the box instead of drawn, by `signWithText`.
 */
export function useSignaturePad(onChange: (dataUrl: string) => void) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadType | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [typed, setTyped] = useState('');
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let pad: SignaturePadType | undefined;
    let cancelled = false;
    const resize = () => {
      if (pad) fitCanvas(canvas, pad);
    };
    void import('signature_pad').then(({ default: SignaturePad }) => {
      if (cancelled) return;
      pad = new SignaturePad(canvas, {
        penColor: 'rgb(0, 0, 0)',
        backgroundColor: 'rgb(255, 255, 255)',
      });
      padRef.current = pad;
      pad.addEventListener('endStroke', () => {
        // A dot or a tick is not a signature yet: the form keeps asking for one.
        const strokes = pad!.toData().map((group) => group.points);
        onChangeRef.current(strokesAreSignature(strokes) ? pad!.toDataURL('image/png') : '');
      });
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
    const pad = padRef.current;
    const canvas = canvasRef.current;
    if (!pad || !canvas) return;
    pad.clear();
    if (!text.trim()) {
      onChangeRef.current('');
      return;
    }
    if (drawName(canvas, text.trim())) onChangeRef.current(canvas.toDataURL('image/png'));
  };

  return { canvasRef, ready, typed, clear, signWithText };
}

/** Sizes the canvas for the screen's pixel ratio, keeping what was drawn. */
function fitCanvas(canvas: HTMLCanvasElement, pad: SignaturePadType) {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  const strokes = pad.toData();
  canvas.width = canvas.offsetWidth * ratio;
  canvas.height = SIGNATURE_HEIGHT * ratio;
  canvas.getContext('2d')?.scale(ratio, ratio);
  pad.clear();
  pad.fromData(strokes);
}

/** Writes a name in a handwriting face across the box; false when the canvas cannot draw. */
function drawName(canvas: HTMLCanvasElement, name: string) {
  const context = canvas.getContext('2d');
  if (!context) return false;
  context.save();
  context.fillStyle = 'rgb(0, 0, 0)';
  context.font = 'italic 40px "Brush Script MT", "Segoe Script", cursive, serif';
  context.textBaseline = 'middle';
  context.fillText(name, 24, SIGNATURE_HEIGHT / 2, canvas.offsetWidth - 48);
  context.restore();
  return true;
}
