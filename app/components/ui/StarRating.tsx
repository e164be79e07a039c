import { Star } from "lucide-react";

/** Filled and empty stars out of five, read by screen readers as `label`. */
export function StarRating({ rating, label }: { rating: number; label: string }) {
  return (
    <p role="img" aria-label={label} className="flex gap-0.5 text-accent-500">
      {Array.from({ length: 5 }, (_, star) => (
        <Star
          key={star}
          size={18}
          aria-hidden="true"
          fill={star < rating ? "currentColor" : "none"}
          className={star < rating ? undefined : "text-slate-300"}
        />
      ))}
    </p>
  );
}
