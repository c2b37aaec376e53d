/**
 * A QR code as SVG markup, drawn in the browser (the `qrcode` package, loaded only when an invite
 * is shown). Medium error correction; dark modules on white with a quiet zone, as scanners like.
 */
export async function qrSvg(text: string): Promise<string> {
  const { toString } = await import('qrcode');
  return toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } });
}
