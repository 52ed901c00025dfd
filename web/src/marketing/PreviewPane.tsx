import { Callout, H5, Spinner } from '@blueprintjs/core';
import { RichText } from '../app/richtext/RichText';
import { usePreview, type AudienceMember } from './useMarketing';

/**
 * The campaign's message for one client, as the server renders it (placeholders filled and
 * escaped, the HTML sanitised on the server: RichText shows it as it is).
 */
export function PreviewPane({ campaignId, member }: { campaignId: string; member: AudienceMember }) {
  const { preview, loading, error } = usePreview(campaignId, member.clientId);
  return (
    <section className="mk-preview" aria-label="Предпросмотр письма">
      <H5>Предпросмотр: {member.name}</H5>
      {loading && !preview ? (
        <Spinner size={24} aria-label="Загрузка" />
      ) : error || !preview ? (
        <Callout intent="danger" icon="error">
          {error?.message ?? 'Не удалось показать письмо'}
        </Callout>
      ) : (
        <>
          {preview.doNotDisturb && (
            <Callout intent="warning" icon="notifications-snooze" compact>
              Клиент просил не беспокоить: это письмо ему не уйдёт.
            </Callout>
          )}
          {!preview.address && !preview.doNotDisturb && (
            <Callout intent="warning" icon="phone" compact>
              У клиента нет e-mail: письмо не уйдёт, в журнале будет напоминание позвонить ({member.phone}).
            </Callout>
          )}
          <dl className="mk-preview-head">
            <dt>Кому</dt>
            <dd>{preview.address || '—'}</dd>
            <dt>Тема</dt>
            <dd data-testid="preview-subject">{preview.subject}</dd>
          </dl>
          <RichText className="mk-preview-body" html={preview.html} />
        </>
      )}
    </section>
  );
}
