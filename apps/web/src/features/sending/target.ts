/** What is being sent: one form or one bucket of the company. */
export interface SendTarget {
  kind: 'form' | 'bucket';
  id: number;
  title: string;
}
