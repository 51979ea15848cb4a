/** Media storage: how much of the plan's storage limit the user's uploads take (fresh from the server on each visit). */
import { useQuery } from '@tanstack/react-query';
import { formatBytes } from '@podium/shared';
import { fetchMediaUsage } from '../../api/media';
import { Spinner } from '../../components/Spinner';

/** The usage line and meter; "unlimited" when the limit is 0. */
export function StorageSection() {
  const usage = useQuery({ queryKey: ['media-usage'], queryFn: ({ signal }) => fetchMediaUsage(signal) });
  if (usage.isPending) return <Spinner label="Loading storage usage" />;
  if (usage.isError) return <p className="field__error">Storage usage could not be loaded.</p>;
  const { bytes, limit } = usage.data;
  const text = limit > 0 ? `${formatBytes(bytes)} of ${formatBytes(limit)} used` : `${formatBytes(bytes)} used (no limit)`;
  return (
    <div className="account__storage" data-testid="storage-usage">
      <p id="storage-usage-text">{text}</p>
      {limit > 0 && (
        <meter
          className="account__storage-meter"
          min={0}
          max={limit}
          low={limit * 0.8}
          high={limit * 0.95}
          optimum={0}
          value={Math.min(bytes, limit)}
          aria-labelledby="storage-usage-text"
          data-testid="storage-usage-meter"
        />
      )}
      {limit > 0 && bytes >= limit * 0.95 && <p className="field__hint">Remove some media or upgrade your plan for more space.</p>}
    </div>
  );
}
