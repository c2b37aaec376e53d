/**
 * Sounds synthesised with WebAudio (no audio files): a knock on the wooden table, and the soft
 * slap of a card. Silent when muted or when the browser allows no audio yet.
 */
import { settings } from './settings.svelte.ts';

let ctx: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  ctx ??= new AudioContext();
  if (ctx.state === 'suspended') void ctx.resume();
  return ctx;
}

function noiseBuffer(a: AudioContext, seconds: number): AudioBuffer {
  const buf = a.createBuffer(1, Math.ceil(a.sampleRate * seconds), a.sampleRate);
  const data = buf.getChannelData(0);
  for (let i = 0; i < data.length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / data.length) ** 3;
  return buf;
}

/** One knuckle rap: a low wooden thump plus a short band-passed click. */
function rap(a: AudioContext, at: number, gain: number): void {
  const osc = a.createOscillator();
  const g = a.createGain();
  osc.type = 'sine';
  osc.frequency.setValueAtTime(170, at);
  osc.frequency.exponentialRampToValueAtTime(70, at + 0.09);
  g.gain.setValueAtTime(0.0001, at);
  g.gain.exponentialRampToValueAtTime(gain, at + 0.004);
  g.gain.exponentialRampToValueAtTime(0.0001, at + 0.14);
  osc.connect(g).connect(a.destination);
  osc.start(at);
  osc.stop(at + 0.16);

  const src = a.createBufferSource();
  src.buffer = noiseBuffer(a, 0.05);
  const band = a.createBiquadFilter();
  band.type = 'bandpass';
  band.frequency.value = 900;
  band.Q.value = 1.2;
  const ng = a.createGain();
  ng.gain.value = gain * 0.7;
  src.connect(band).connect(ng).connect(a.destination);
  src.start(at);
}

export function knock(muted: boolean, times = 2): void {
  if (muted) return;
  const a = audio();
  if (!a) return;
  const t = a.currentTime + 0.01;
  for (let i = 0; i < times; i++) rap(a, t + i * 0.13, Math.max(0.0002, 0.9 * settings.value.volume));
}

export function cardSound(muted: boolean): void {
  if (muted) return;
  const a = audio();
  if (!a) return;
  const src = a.createBufferSource();
  src.buffer = noiseBuffer(a, 0.07);
  const hp = a.createBiquadFilter();
  hp.type = 'highpass';
  hp.frequency.value = 1800;
  const g = a.createGain();
  g.gain.value = 0.25 * settings.value.volume;
  src.connect(hp).connect(g).connect(a.destination);
  src.start();
}

/** A short vibration (your turn, a knock) where the device has one and the setting allows it. */
export function buzz(pattern: number | number[]): void {
  if (!settings.value.vibrate || typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function') return;
  navigator.vibrate(pattern);
}
