import { useCallback, useEffect, useRef, useState, type FocusEvent, type MouseEvent, type PointerEvent } from "react";
import { useTranslation } from "~/i18n/translate";
import { useSaveData } from "~/lib/page-speed/save-data";
import { useBrowserValue } from "~/lib/page-speed/use-hydrated";

/** Follows a media query; `serverValue` is used for the server render and the hydration pass. */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const follow = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useBrowserValue(() => window.matchMedia(query).matches, serverValue, follow);
}

type CarouselOptions = {
  /** How many positions the carousel can stop at. */
  positions: number;
  /** Milliseconds between automatic advances. */
  interval?: number;
  /**
   * False for a window of several cards: when fewer positions fit (the window widened), the index
   * stays where it was and the first cards fill the window past the end.
   */
  clampToPositions?: boolean;
};

/**
 * The state of an auto-advancing carousel that wraps around. It advances every `interval` ms
 * unless stopped (the pause button, or a control that stops it for good), held (hover, keyboard
 * focus, a drag, an open detail), or the visitor prefers reduced motion or asked to save data.
 */
export function useCarousel({ positions, interval = 5000, clampToPositions = true }: CarouselOptions) {
  const [rawIndex, setIndex] = useState(0);
  // null until the visitor presses pause or play: then reduced motion decides (it starts stopped).
  const [stoppedByVisitor, setStopped] = useState<boolean | null>(null);
  const [holds, setHolds] = useState<Readonly<Record<string, boolean>>>({});
  const [timerKey, setTimerKey] = useState(0);
  const { t } = useTranslation();
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const saveData = useSaveData();
  const lastPosition = Math.max(positions - 1, 0);
  const index = clampToPositions ? Math.min(rawIndex, lastPosition) : rawIndex;

  // With reduced motion, or asked to save data, nothing moves by itself; the visitor can still press play.
  const stopped = stoppedByVisitor ?? (reducedMotion || saveData);
  const running = !stopped && !Object.values(holds).includes(true) && positions > 1;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setIndex((i) => (Math.min(i, positions - 1) + 1) % positions), interval);
    return () => window.clearInterval(timer);
  }, [running, positions, interval, timerKey]);

  const goTo = useCallback((target: number) => setIndex(((target % positions) + positions) % positions), [positions]);
  const hold = useCallback(
    (reason: string, on: boolean) =>
      setHolds((current) => (current[reason] === on ? current : { ...current, [reason]: on })),
    [],
  );

  return {
    index,
    positions,
    running,
    stopped,
    goTo,
    /** The position its dot marks (the last one while a widened window runs past the end). */
    activePosition: Math.min(index, lastPosition),
    next: () => goTo(Math.min(index, lastPosition) + 1),
    previous: () => goTo(Math.min(index - 1, lastPosition)),
    /** Stops (true) or resumes (false) the automatic advance. */
    setStopped,
    hold,
    /** Starts the interval again from zero. */
    restartTimer: () => setTimerKey((key) => key + 1),
    /** For the carousel's region: it says "carousel", and holds still while keyboard focus is inside. */
    region: {
      "aria-roledescription": t("slides.carousel"),
      onFocus: (event: FocusEvent<HTMLElement>) => {
        if (event.target.matches(":focus-visible")) hold("focus", true);
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) hold("focus", false);
      },
    },
  };
}

export type Carousel = ReturnType<typeof useCarousel>;

/** The spec's swipe rule: a drag moves the carousel when distance (px) × speed (px/s) passes this. */
const SWIPE_POWER_THRESHOLD = 10_000;

/**
 * Pointer handlers that turn a horizontal drag or swipe into the carousel's next or previous position,
 * following the finger meanwhile and holding the carousel still. A drag that moved suppresses the click
 * that follows.
 */
export function useSwipe(carousel: Carousel) {
  const start = useRef<{ x: number; time: number; id: number } | null>(null);
  const moved = useRef(false);
  const [offset, setOffset] = useState(0);

  const finish = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const began = start.current;
    if (!began || began.id !== event.pointerId) return;
    start.current = null;
    setOffset(0);
    carousel.hold("drag", false);
    if (cancelled || !moved.current) return;
    const distance = event.clientX - began.x;
    const seconds = Math.max(performance.now() - began.time, 1) / 1000;
    const power = Math.abs(distance) * (Math.abs(distance) / seconds);
    if (power > SWIPE_POWER_THRESHOLD) (distance < 0 ? carousel.next : carousel.previous)();
  };

  return {
    offset,
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (event.pointerType === "mouse" && event.button !== 0) return;
        start.current = { x: event.clientX, time: performance.now(), id: event.pointerId };
        moved.current = false;
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        const began = start.current;
        if (!began || began.id !== event.pointerId) return;
        const distance = event.clientX - began.x;
        if (!moved.current && Math.abs(distance) > 6) {
          moved.current = true;
          event.currentTarget.setPointerCapture(event.pointerId);
          carousel.hold("drag", true);
        }
        if (moved.current) setOffset(distance);
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => finish(event, false),
      onPointerCancel: (event: PointerEvent<HTMLElement>) => finish(event, true),
      onClickCapture: (event: MouseEvent<HTMLElement>) => {
        if (!moved.current) return;
        moved.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
    },
  };
}
