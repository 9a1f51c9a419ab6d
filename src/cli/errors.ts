/** An error the CLI reports on stderr and exits with code 2 (bad document, data or arguments). */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
