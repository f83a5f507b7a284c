import { Text, type TextProps } from '@mantine/core';
import Linkify from 'linkify-react';
import type { Opts } from 'linkifyjs';

/** Only web and mail links become links: a file:, ftp: or any other scheme stays text. */
const LINKABLE = /^(?:https?:\/\/|mailto:|www\.)/i;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Issue 13: 'a link in a comment is a link (rel=nofollow noopener), never HTML'. linkify finds the links in the
 * text and React renders everything else as text, so markup in a comment shows as written.
 */
export const LINK_OPTIONS: Opts = {
  defaultProtocol: 'https',
  rel: 'nofollow noopener',
  target: '_blank',
  validate: (value: string) => LINKABLE.test(value) || !HAS_SCHEME.test(value),
};

/** A post caption or comment: text as written (line breaks kept), its links clickable. */
export function CommentText({ text, ...props }: { text: string } & TextProps) {
  return (
    <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} {...props}>
      <Linkify options={LINK_OPTIONS}>{text}</Linkify>
    </Text>
  );
}
