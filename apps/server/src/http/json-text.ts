/**
 * An answer already serialized (for instance built as JSON by the database), sent as is. The
 * type parameter records what the text holds, so handlers stay checked against the contract.
 */
export class JsonText<T> {
  declare readonly holds: T;

  constructor(readonly text: string) {}
}
