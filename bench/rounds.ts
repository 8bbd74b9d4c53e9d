/**
 * The order in which interleaved rounds measure their variants: forwards, then backwards, and so
 * on (A B, B A). A machine that speeds up or slows down during the rounds, or a server that ages,
 * then weighs on every variant alike; always measuring A first would charge B for the drift.
 */
export function balancedRounds<T>(variants: readonly T[], rounds: number): T[] {
  return Array.from({ length: rounds }, (_, round) => (round % 2 === 0 ? [...variants] : [...variants].reverse())).flat();
}
