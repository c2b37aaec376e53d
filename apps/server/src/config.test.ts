import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.ts';

describe('PUBLIC_URL', () => {
  it('is the address invite links and QR codes use, without a trailing slash', () => {
    expect(configFromEnv({}).publicUrl).toBeNull();
    expect(configFromEnv({ PUBLIC_URL: 'https://karten.example.org/' }).publicUrl).toBe('https://karten.example.org');
    expect(configFromEnv({ PUBLIC_URL: 'http://192.168.1.20:3000' }).publicUrl).toBe('http://192.168.1.20:3000');
  });

  it('refuses what is no http(s) address, saying what it wants', () => {
    expect(() => configFromEnv({ PUBLIC_URL: 'karten.example.org' })).toThrow(/PUBLIC_URL must be an http\(s\) address/);
    expect(() => configFromEnv({ PUBLIC_URL: 'ftp://karten.example.org' })).toThrow(/PUBLIC_URL must start with http/);
  });
});
