import { useRef, useState, type PointerEvent } from 'react';
import { Carousel, gallerySliderSettings } from '~/components/ui/Carousel';
import { EnlargeMark, Lightbox } from '~/components/ui/Lightbox';
import type { Project } from '~/content/projects';

/**
 * A case study's five screens (docs/product.md#project-detail): the gallery slider, each screen a
 * link to its full image that, once scripts run, opens it large in a lightbox instead.
 */
export function ProjectGallery({ project }: { project: Project }) {
  const [shown, setShown] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  // A drag on the slider is a swipe, not a click on the screen under the pointer.
  const pointerX = useRef<number | null>(null);
  const images = project.gallery.map((item) => ({
    src: item.image,
    alt: `The ${item.label} screen of the ${project.title}`,
    caption: item.label,
  }));

  const open = (index: number, element: HTMLElement) => {
    opener.current = element;
    setShown(index);
  };

  return (
    <>
      <Carousel
        label="Project gallery"
        items={images}
        settings={gallerySliderSettings}
        hold={shown !== null}
        getKey={(image) => image.src}
        className="-mx-3 mt-10"
        renderItem={(image, index) => (
          <figure>
            <a
              href={image.src}
              aria-haspopup="dialog"
              aria-label={`Open the ${image.caption} screen larger`}
              draggable={false}
              className="group relative block rounded-xl"
              onPointerDown={(event: PointerEvent) => (pointerX.current = event.clientX)}
              onClick={(event) => {
                const moved =
                  pointerX.current !== null && Math.abs(event.clientX - pointerX.current) > 10;
                pointerX.current = null;
                event.preventDefault();
                if (!moved) open(index, event.currentTarget);
              }}
              onKeyDown={(event) => {
                // A link answers Enter by itself; Space opens it too, as it would a button.
                if (event.key === ' ') {
                  event.preventDefault();
                  open(index, event.currentTarget);
                }
              }}
            >
              <img
                src={image.src}
                alt={image.alt}
                width={1200}
                height={800}
                loading="lazy"
                decoding="async"
                draggable={false}
                className="aspect-[3/2] w-full rounded-xl border border-line bg-white object-cover shadow-card transition-shadow group-hover:shadow-lift"
              />
              <EnlargeMark />
            </a>
            <figcaption className="mt-3 text-center text-sm font-semibold text-navy-900">
              {image.caption}
            </figcaption>
          </figure>
        )}
      />
      <Lightbox
        images={images}
        index={shown}
        onIndexChange={setShown}
        onClose={() => {
          setShown(null);
          opener.current?.focus();
        }}
      />
    </>
  );
}
