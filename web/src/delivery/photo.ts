/**
 * A photo from the phone's camera or a file, made small enough to send in one GraphQL request
 * (the body limit is 1 MiB): drawn at most 1600 px a side into a JPEG data URL. The gateway then
 * checks and re-encodes it like any catalogue picture (gateway/images/intake.ts); a file the
 * browser cannot draw is sent as is, and the gateway refuses it with its Russian message.
 */
const MAX_SIDE = 1600;

const asDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('Не удалось прочитать файл'));
    reader.readAsDataURL(file);
  });

export async function photoData(file: File): Promise<string> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.85);
  } catch {
    return asDataUrl(file);
  }
}
