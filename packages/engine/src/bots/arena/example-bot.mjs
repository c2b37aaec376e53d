#!/usr/bin/env node
// A tiny external 7-Schräm bot for `npm run arena -- --seats "cmd:node example-bot.mjs",medium,…`
// (protocol: docs/bots.md). One JSON request per line on stdin, one JSON answer per line on stdout.
import { createInterface } from 'node:readline';

const RANKS = '789TJQKA';
const STRENGTH = [4, 5, 6, 7, 0, 1, 2, 3]; // S-1: 10 > 9 > 8 > 7 > A > K > Q > J
const strength = (card) => STRENGTH[RANKS.indexOf(card[0])];

createInterface({ input: process.stdin }).on('line', (line) => {
  const { view, legal } = JSON.parse(line);
  const hand = view.hand ?? [];
  const hasTen = hand.some((c) => c[0] === 'T');
  const plays = legal.filter((a) => a.startsWith('play '));
  let action = legal[0];
  if (legal.includes('hold')) action = hasTen ? 'hold' : 'pass';
  else if (legal.includes('reveal')) action = 'reveal';
  else if (legal.includes('knock') && hasTen && hand.length === 1) action = 'knock';
  else if (plays.length > 0) {
    // Keep the strongest card for the last trick: play the weakest allowed one.
    action = plays.reduce((a, b) => (strength(b.slice(5)) < strength(a.slice(5)) ? b : a));
  }
  process.stdout.write(`${JSON.stringify({ action })}\n`);
});
