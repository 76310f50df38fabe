import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type ApiToken, API_TOKEN_MESSAGES, API_TOKEN_TOASTS } from '../../../../shared/api-tokens';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { DialogButtons, DialogFrame } from '../../../components/dialog-frame';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { ShownOnceDialog } from '../../../components/shown-once-dialog';
import { Spinner } from '../../../components/spinner';
import { formatMoment, formatMomentDay } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { apiTokensQuery, useCreateApiToken, useRevokeApiToken } from '../api/api-tokens';
import { ApiTokenForm } from '../components/api-token-form';

const failed = (error: unknown) => notify.error(error instanceof Error ? error.message : '');

function RevokeDialog({ token, onClose }: { token: ApiToken; onClose: () => void }) {
  const revoke = useRevokeApiToken();
  async function confirm() {
    try {
      await revoke.mutateAsync(token.id);
      notify.success(API_TOKEN_MESSAGES.revoked);
      onClose();
    } catch (error) {
      failed(error);
    }
  }
  return (
    <DialogFrame
      title="Revoke token"
      onClose={onClose}
      description={<>Revoke “{token.name}”? Whatever uses it is refused from its next call, and it cannot be undone.</>}
    >
      <DialogButtons>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" loading={revoke.isPending} onClick={() => void confirm()}>
          Revoke
        </Button>
      </DialogButtons>
    </DialogFrame>
  );
}

/** When and why a token stopped working: by an Admin, or with its maker's power to manage tokens. */
function Revoked({ token }: { token: ApiToken & { revoked_at: string } }) {
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      <span className="mr-2 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200 dark:bg-red-950 dark:text-red-200 dark:ring-red-900">
        Revoked {formatMomentDay(token.revoked_at)}
      </span>
      {token.revoked_reason}
    </p>
  );
}

function TokenCard({ token, now, onRevoke }: { token: ApiToken; now: number; onRevoke: () => void }) {
  const expired = token.expires_at !== null && Date.parse(token.expires_at) <= now;
  const { revoked_at } = token;
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-base font-semibold break-words text-slate-900 dark:text-white">{token.name}</h2>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            <span className="font-mono">{token.prefix}…</span> · made by {token.created_by}
          </p>
        </div>
        {revoked_at === null && (
          <Button variant="ghost" size="sm" onClick={onRevoke}>
            Revoke<span className="sr-only"> {token.name}</span>
          </Button>
        )}
      </div>
      {revoked_at !== null && <Revoked token={{ ...token, revoked_at }} />}
      <ul className="flex flex-wrap gap-1.5" aria-label="Scopes">
        {token.scopes.map((scope) => (
          <li key={scope}>
            <code className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800 dark:bg-slate-800 dark:text-slate-200">
              {scope}
            </code>
          </li>
        ))}
      </ul>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Created</dt>
          <dd className="text-slate-900 dark:text-slate-100">{formatMomentDay(token.created_at)}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Expires</dt>
          <dd className={expired ? 'text-red-800 dark:text-red-300' : 'text-slate-900 dark:text-slate-100'}>
            {token.expires_at ? `${expired ? 'Expired ' : ''}${formatMomentDay(token.expires_at)}` : 'Never'}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Last used</dt>
          <dd className="text-slate-900 dark:text-slate-100">
            {token.last_used_at ? formatMoment(token.last_used_at) : 'Not yet'}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/** /settings/api-tokens — the company's tokens for other systems, for Admins. */
export function ApiTokensPage() {
  usePageTitle('API tokens');
  const tokens = useQuery(apiTokensQuery);
  useQueryFailure(tokens);
  const create = useCreateApiToken();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  // When the page was opened: what has expired is judged against it.
  const [now] = useState(() => Date.now());

  async function add(input: Parameters<typeof create.mutateAsync>[0]) {
    try {
      // The dialog that shows the token says it was created.
      setCreated(await create.mutateAsync(input));
      setAdding(false);
    } catch (error) {
      failed(error);
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="API tokens"
        description="Tokens let another system call Openhire's API for the company, within the scopes you choose. Send one as Authorization: Bearer."
        actions={!adding && <Button onClick={() => setAdding(true)}>Create token</Button>}
      />
      {adding && <ApiTokenForm saving={create.isPending} onSave={add} onCancel={() => setAdding(false)} />}
      {tokens.isPending ? (
        <div className="flex justify-center py-12 text-brand-600 dark:text-brand-300">
          <Spinner size="lg" label="Loading API tokens" />
        </div>
      ) : (tokens.data ?? []).length === 0 ? (
        !adding && (
          <EmptyState
            title="No API tokens yet"
            description="Create a token to let another system read or change your hiring data."
          />
        )
      ) : (
        <ul className="flex flex-col gap-4">
          {(tokens.data ?? []).map((token) => (
            <li key={token.id}>
              <TokenCard token={token} now={now} onRevoke={() => setRevoking(token)} />
            </li>
          ))}
        </ul>
      )}
      {created && (
        <ShownOnceDialog
          title="Your new token"
          description="Copy it now and keep it somewhere safe: Openhire keeps only a fingerprint of it and cannot show it again."
          label="Token"
          value={created}
          copiedMessage={API_TOKEN_TOASTS.copied}
          onClose={() => setCreated(null)}
        />
      )}
      {revoking && <RevokeDialog token={revoking} onClose={() => setRevoking(null)} />}
    </div>
  );
}
