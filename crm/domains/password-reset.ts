/**
 * «Забыли пароль» (issue 26): auth/requestPasswordReset mails a one-time link, auth/resetPassword
 * spends it. Only a SHA-256 of the link's token is stored (migration 022); a link lives
 * RESET_MINUTES, works once, and a newer request spends the older ones. The request's reply is the
 * same whether or not the e-mail has an account, and the mail leaves without being awaited, so
 * neither the answer nor the mail server's speed tells a stranger which e-mails exist.
 */
import { randomBytes } from 'node:crypto';
import { CrmError } from '../envelope';
import { hashPassword } from '../lib/password';
import { requireEmail, requireNewPassword, requireString } from '../lib/validate';
import type { Domain } from '../registry';
import { tokenHash } from './auth';
import { recordEvent } from '../events/record';

export const RESET_MINUTES = 30;
export const RESET_INVALID = 'Ссылка для сброса пароля недействительна или устарела. Запросите новую';

function resetMail(name: string, link: string) {
  const text = [
    `Здравствуйте${name ? `, ${name}` : ''}!`,
    '',
    'Кто-то (надеемся, вы) попросил сбросить пароль к вашей учётной записи.',
    `Чтобы задать новый пароль, откройте ссылку в течение ${RESET_MINUTES} минут:`,
    link,
    '',
    'Ссылка действует один раз. Если вы не просили сброс, просто удалите это письмо: пароль не изменится.',
  ].join('\n');
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const html = text
    .split('\n')
    .map((line) => (line === link ? `<a href="${esc(link)}">${esc(link)}</a>` : esc(line)))
    .join('<br>');
  return { subject: 'Восстановление пароля', text, html: `<p>${html}</p>` };
}

export const passwordReset: Domain = {
  async requestPasswordReset(body, { db, log, delivery }) {
    const email = requireEmail(body);
    // The gateway's configured public address (never a Host header), ending in «?token=».
    const linkBase = requireString(body, 'resetUrl', { label: 'resetUrl', max: 500 });
    if (!/^https?:\/\//.test(linkBase)) throw new CrmError('VALIDATION', 'resetUrl: нужен http(s) адрес');
    const [user] = await db.query<{ id: number; email: string; name: string }>(
      'SELECT id, email, name FROM users WHERE lower(email) = $1 AND active AND NOT deleted',
      [email],
    );
    if (!user) return { requested: true };
    const token = randomBytes(32).toString('base64url');
    await db.transaction(async (tx) => {
      await tx.query(
        'DELETE FROM password_resets WHERE user_id = $1 AND (used_at IS NOT NULL OR expires_at <= now())',
        [user.id],
      );
      await tx.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [
        user.id,
      ]);
      await tx.query(
        `INSERT INTO password_resets (token_hash, user_id, expires_at)
         VALUES ($1, $2, now() + $3::int * interval '1 minute')`,
        [tokenHash(token), user.id, RESET_MINUTES],
      );
    });
    const mail = resetMail(user.name, linkBase + encodeURIComponent(token));
    if (!delivery?.send)
      log.warn({ userId: user.id }, 'password reset requested, but no mail transport runs');
    else {
      delivery.send({ to: user.email, ...mail }).then(
        () => log.info({ userId: user.id }, 'password reset mail sent'),
        (err: unknown) => log.error({ userId: user.id, err: String(err) }, 'password reset mail not sent'),
      );
    }
    return { requested: true };
  },

  // Spending the link and setting the hash are one transaction; migration 014's trigger then ends
  // every session of the account (a thief's included).
  async resetPassword(body, { db }) {
    const token = requireString(body, 'token', { label: 'Ссылка', trim: false, max: 200 });
    const password = requireNewPassword(body, 'newPassword', 'Новый пароль');
    const hash = await hashPassword(password);
    const done = await db.transaction(async (tx) => {
      const [spent] = await tx.query<{ user_id: number }>(
        `UPDATE password_resets r SET used_at = now()
           FROM users u
          WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > now()
            AND u.id = r.user_id AND u.active AND NOT u.deleted
          RETURNING r.user_id`,
        [tokenHash(token)],
      );
      if (!spent) return false;
      await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [spent.user_id, hash]);
      await recordEvent(tx, { kind: 'session.changed', subjectId: spent.user_id });
      await tx.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [
        spent.user_id,
      ]);
      return true;
    });
    if (!done) throw new CrmError('VALIDATION', RESET_INVALID);
    return { reset: true };
  },
};
