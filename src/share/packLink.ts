/**
 * Class-pack links: a pack of exercises inside the URL fragment, deflated and
 * base64url-encoded like share links (`#pack=1.<…>`). A link longer than
 * {@link MAX_PACK_LINK_CHARS} is not made: chat tools and mail cut long links, so such a
 * pack travels as its file instead.
 */
import { readPack, PACK_LIMITS, PackError } from '../teach/exercise/validate';
import type { ClassPack } from '../teach/exercise/authored';
import { FragmentTooBig, packJson, unpackJson } from './fragment';

export const PACK_PREFIX = '#pack=1.';
/** The longest fragment a pack link may have, in characters. */
export const MAX_PACK_LINK_CHARS = 32_000;

/** Whether a URL fragment is a class-pack link. */
export const isPackFragment = (hash: string): boolean => hash.startsWith(PACK_PREFIX);

/** The fragment carrying `pack`, with its length; `fits` false when too long for a link. */
export async function encodePack(
  pack: ClassPack,
): Promise<{ hash: string; chars: number; fits: boolean }> {
  const hash = PACK_PREFIX + (await packJson(pack));
  return { hash, chars: hash.length, fits: hash.length <= MAX_PACK_LINK_CHARS };
}

/**
 * The pack in a fragment made by {@link encodePack}, checked as any pack a student opens.
 * Throws a {@link PackError}: `damaged` when it cannot be read at all.
 */
export async function decodePack(hash: string): Promise<ClassPack> {
  if (!isPackFragment(hash)) throw new PackError('notPack', '');
  let value: unknown;
  try {
    value = await unpackJson(hash.slice(PACK_PREFIX.length), PACK_LIMITS.packBytes);
  } catch (e) {
    if (e instanceof FragmentTooBig)
      throw new PackError('tooBig', '', { size: `> ${e.max}`, max: e.max });
    throw new PackError('damaged', '');
  }
  return readPack(value);
}
