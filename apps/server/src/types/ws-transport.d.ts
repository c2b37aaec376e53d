// @colyseus/ws-transport 0.16 ships typings but its package "exports" do not point at them, so
// TypeScript's bundler resolution cannot see them: re-export the shipped declarations.
declare module '@colyseus/ws-transport' {
  export { WebSocketTransport, type TransportOptions } from '../../../../node_modules/@colyseus/ws-transport/build/WebSocketTransport.js';
}
