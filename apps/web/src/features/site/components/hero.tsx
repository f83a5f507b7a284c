import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  ALREADY_HAVE_ACCOUNT,
  GET_STARTED,
  LETS_GO,
  SIGN_IN_HERE,
  SITE_TAGLINE,
  SITE_TITLE,
} from '@stagepass/domain/site';
import { LazyUserAvatar } from '../../../components/ui/lazy-user-avatar';
import { useOpenAuthModal } from '../../accounts/hooks/use-auth-modal';
import type { AuthModalState } from '../../accounts/hooks/use-auth-modal';
import { useCurrentUser, useDashboardPath, useIsLoggedIn } from '../../accounts/hooks/use-session';
import classes from './hero.module.css';

/** Rendered by scripts/make-hero-video.mjs and served from apps/web/public/media. */
export const HERO_VIDEO = {
  mp4: '/media/stage-lights.mp4',
  webm: '/media/stage-lights.webm',
  poster: '/media/stage-lights.jpg',
} as const;

/**
 * spec 000 §2.4: 'a looping video'. Muted, inline and looping so browsers let it autoplay; the
 * poster shows until it can play. It is decoration, so screen readers skip it, and a button
 * pauses it (moving content over 5 s needs one, WCAG 2.2.2), as does a reduced-motion setting.
 */
function HeroVideo() {
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // React sets `muted` as a property only; the attribute makes autoplay policies certain.
    video.defaultMuted = true;
    video.muted = true;
    if (reducedMotion || paused) video.pause();
    // play() rejects when autoplay is refused; the poster then stays, which is fine.
    else void video.play()?.catch(() => {});
  }, [reducedMotion, paused]);

  return (
    <>
      <video
        ref={ref}
        className={classes.video}
        autoPlay
        muted
        loop
        playsInline
        preload="auto"
        poster={HERO_VIDEO.poster}
        aria-hidden="true"
        tabIndex={-1}
        data-testid="hero-video"
      >
        <source src={HERO_VIDEO.mp4} type="video/mp4" />
        <source src={HERO_VIDEO.webm} type="video/webm" />
      </video>
      {!reducedMotion && (
        <Button
          className={classes.pause}
          size="compact-xs"
          variant="white"
          color="dark"
          opacity={0.8}
          aria-pressed={paused}
          onClick={() => setPaused((p) => !p)}
        >
          {paused ? 'Play background video' : 'Pause background video'}
        </Button>
      )}
    </>
  );
}

/** spec 000 §2.4: title, tagline and video; Get started / Sign in, or avatar, name and 'Let's go'. */
export function Hero() {
  const loggedIn = useIsLoggedIn();
  const user = useCurrentUser();
  const dashboard = useDashboardPath();
  const openAuthModal = useOpenAuthModal();
  const navigate = useNavigate();
  const location = useLocation();
  const signInState: AuthModalState = { openSignUpModal: 'login' };

  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <HeroVideo />
      <div className={classes.shade} />
      <Container size="md" className={classes.content}>
        <Stack align="center" gap="lg" ta="center">
          <Title id="hero-title" order={1} fz={{ base: 44, sm: 64 }} className={classes.title}>
            {SITE_TITLE}
          </Title>
          <Text fz={{ base: 'lg', sm: 24 }} fw={600} className={classes.tagline}>
            {SITE_TAGLINE}
          </Text>
          {loggedIn && user ? (
            // spec 000 §2.4: a logged-in user sees avatar, name and 'Let's go' to their dashboard.
            <Stack align="center" gap="sm" mt="md">
              <Group gap="sm">
                <LazyUserAvatar name={user.name} image={user.image} size="lg" decorative />
                <Text fw={700} size="lg">
                  {user.name}
                </Text>
              </Group>
              <Button size="lg" onClick={() => void navigate(dashboard)}>
                {LETS_GO}
              </Button>
            </Stack>
          ) : (
            <Stack align="center" gap="sm" mt="md">
              <Button size="lg" onClick={() => openAuthModal('register')}>
                {GET_STARTED}
              </Button>
              <Text size="sm" className={classes.tagline}>
                {ALREADY_HAVE_ACCOUNT}{' '}
                <Anchor
                  component={Link}
                  to={{ pathname: location.pathname, search: location.search }}
                  state={signInState}
                  className={classes.link}
                  inherit
                >
                  {SIGN_IN_HERE}
                </Anchor>
              </Text>
            </Stack>
          )}
        </Stack>
      </Container>
    </section>
  );
}
