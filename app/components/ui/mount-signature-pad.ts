import SignaturePad from 'signature_pad';
import { strokesAreSignature } from '~/domain/signature';

/**
 * Puts a signature pad (black pen on white) on a canvas `height` CSS pixels high. Loaded with
 * signature_pad only once the page runs, so the first visit's JavaScript does not carry it.
 * Reports a PNG data URL through `onChange`, or '' when the box holds no signature yet.
 */
export function mountSignaturePad(
  canvas: HTMLCanvasElement,
  height: number,
  onChange: (dataUrl: string) => void,
) {
  const pad = new SignaturePad(canvas, {
    penColor: 'rgb(0, 0, 0)',
    backgroundColor: 'rgb(255, 255, 255)',
  });
  pad.addEventListener('endStroke', () => {
    // A dot or a tick is not a signature yet: the form keeps asking for one.
    const strokes = pad.toData().map((group) => group.points);
    onChange(strokesAreSignature(strokes) ? pad.toDataURL('image/png') : '');
  });
  return {
    clear: () => pad.clear(),
    off: () => pad.off(),
    /** Sizes the canvas for the screen's pixel ratio, keeping what was drawn. */
    fit() {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const strokes = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = height * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(strokes);
    },
    /** Writes a typed name into the box in a handwriting face, so the signature is an image. */
    writeName(text: string) {
      pad.clear();
      if (!text.trim()) {
        onChange('');
        return;
      }
      const context = canvas.getContext('2d');
      if (!context) return;
      context.save();
      context.fillStyle = 'rgb(0, 0, 0)';
      context.font = 'italic 40px "Brush Script MT", "Segoe Script", cursive, serif';
      context.textBaseline = 'middle';
      context.fillText(text.trim(), 24, height / 2, canvas.offsetWidth - 48);
      context.restore();
      onChange(canvas.toDataURL('image/png'));
    },
  };
}

export type MountedSignaturePad = ReturnType<typeof mountSignaturePad>;
