import { useCallback, useState } from 'react';
import { serverError } from '../lists/errors';
import { toastError, toastSuccess } from '../lists/toaster';
import { UploadError, type ImageOwner } from './upload';
import { useCatalogActions } from './useCatalogData';

export const uploadMessage = (e: unknown) => (e instanceof UploadError ? e.message : serverError(e).message);

/**
 * The picture of a product or category being edited. With an id, a chosen file goes to the
 * server at once; without one (a new product) it waits for `send(id)` after the record exists.
 * A refused file stays chosen, with the server's message, to retry or replace.
 */
export function useImage(
  owner: ImageOwner,
  id: string | null,
  initial?: { file?: File | null; error?: string },
) {
  const actions = useCatalogActions();
  const [pending, setPending] = useState<File | null>(initial?.file ?? null);
  const [error, setError] = useState<string | null>(initial?.error ?? null);
  const [busy, setBusy] = useState(false);

  /** Sends `file` for record `to`; true when stored. */
  const send = useCallback(
    async (to: string, file: File): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        await actions.upload(owner, to, file);
        setPending(null);
        return true;
      } catch (e) {
        setPending(file);
        setError(uploadMessage(e));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [actions, owner],
  );

  const pick = useCallback(
    (file: File) => {
      setError(null);
      if (!id) {
        setPending(file);
        return;
      }
      void send(id, file).then((ok) => ok && toastSuccess('Изображение сохранено'));
    },
    [id, send],
  );

  const remove = useCallback(async () => {
    if (!id) return;
    setBusy(true);
    try {
      await actions.removeImage(owner, id);
      toastSuccess('Изображение удалено');
    } catch (e) {
      toastError(serverError(e).message);
    } finally {
      setBusy(false);
    }
  }, [actions, owner, id]);

  return {
    pending,
    error,
    busy,
    pick,
    remove,
    send,
    retry: () =>
      id && pending
        ? void send(id, pending).then((ok) => ok && toastSuccess('Изображение сохранено'))
        : undefined,
    discard: () => {
      setPending(null);
      setError(null);
    },
  };
}
