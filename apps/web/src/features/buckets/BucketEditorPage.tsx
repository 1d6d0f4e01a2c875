import { ComingSoon } from '../../ui/ComingSoon';

/** Placeholder until this screen is built; the route table already points here. */
export function BucketEditorPage(_props: { mode: 'create' | 'edit' }) {
  return <ComingSoon title="Bucket" />;
}
