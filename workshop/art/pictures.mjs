/**
 * Every picture of the site, in the order it is drawn: the home page heroes, the page banners, the
 * services, the locations, the gallery (with its alt texts), the why-us and about pictures, the brand
 * files, the placeholder partner logos, the sample certificates and the India routes art. Each entry is
 * a project-relative path, whose extension picks the format (.jpg, .png or .svg), and a function that
 * draws it (a Canvas or SVG text). DATA_FILES are the content files written alongside: the gallery's alt
 * texts and the partner list, which the owner edits afterwards.
 */
import { appleTouchIconSVG, faviconSVG, logoSVG, markSVG, partnerSVG } from './logos.mjs';
import { P, mix } from './palette.mjs';
import { makeRng } from './random.mjs';
import { GALLERY } from './gallery.mjs';
import { sceneApartment } from './scenes/apartment.mjs';
import { sceneBike } from './scenes/bike.mjs';
import { sceneHighway } from './scenes/highway.mjs';
import { sceneHome } from './scenes/home.mjs';
import { scenePet } from './scenes/pet.mjs';
import { sceneRoom } from './scenes/room.mjs';
import { indiaRoutesSVG, visionScene } from './scenes/route-maps.mjs';
import { sceneTailgate } from './scenes/tailgate.mjs';
import { sceneWarehouse } from './scenes/warehouse.mjs';
import { certificateSVG, founderSVG } from './stand-ins.mjs';

const pad2 = (n) => String(n).padStart(2, '0');

// heroes: subject on the right, left ~55% calm
const HEROES = [
  [
    'src/assets/hero/hero-1.jpg',
    () => sceneHighway(1920, 1080, { seed: 'hero1', motif: 'hills', tod: 'dawn', fx: 0.76, sunX: 0.82, clouds: 2, hy: 0.6 }),
  ],
  [
    'src/assets/hero/hero-2.jpg',
    () =>
      sceneHome(1920, 1080, {
        seed: 'hero2',
        truckX: 0.655,
        houseX: 0.94,
        scale: 0.86,
        mode: 'load',
        walkers: 1,
        clouds: 2,
        sunX: 0.62,
        stack: [2, 1],
      }),
  ],
  [
    'src/assets/hero/hero-3.jpg',
    () =>
      sceneWarehouse(1920, 1080, {
        seed: 'hero3',
        tod: 'dusk',
        whX: 0.86,
        whW: 1300,
        doors: 4,
        openDoors: [1, 2, 3],
        docked: [2],
        trucks: [{ x: 0.64, y: 0.97, flip: false }],
        clouds: 2,
        sunX: 0.3,
      }),
  ],
];

// page banners, 1920x800, calm on the left
const BANNERS = {
  about: () =>
    sceneHome(1920, 800, {
      seed: 'b-about',
      truckX: 0.7,
      houseX: 0.92,
      walkers: 0,
      clouds: 2,
      tree: false,
      stack: [2, 1],
      tod: 'morning',
      hy: 0.5,
    }),
  services: () => sceneTailgate(1920, 800, { seed: 'b-services', truckX: 0.64, sunX: 0.3, scale: 0.9 }),
  locations: () => sceneHighway(1920, 800, { seed: 'b-locations', motif: 'mountains', tod: 'day', fx: 0.8, clouds: 2, hy: 0.62, peaks: 5 }),
  gallery: () => sceneHighway(1920, 800, { seed: 'b-gallery', motif: 'coast', tod: 'golden', fx: 0.78, clouds: 2, sunX: 0.62 }),
  contact: () => sceneHighway(1920, 800, { seed: 'b-contact', motif: 'city', tod: 'day', fx: 0.8, clouds: 2, motion: false, hy: 0.6 }),
  certificates: () =>
    sceneWarehouse(1920, 800, {
      seed: 'b-cert',
      tod: 'day',
      whX: 0.85,
      whW: 1300,
      doors: 4,
      openDoors: [2],
      trucks: [{ x: 0.65, y: 0.98 }],
      clouds: 2,
      sunX: 0.35,
    }),
};

// services, 1200x800
const SERVICES = {
  'packers-and-movers': () =>
    sceneHome(1200, 800, { seed: 's-pm', truckX: 0.3, houseX: 0.86, walkers: 1, supervisor: false, stack: [3, 2, 1] }),
  'movers-and-packers': () =>
    sceneHighway(1200, 800, {
      seed: 's-mp',
      motif: 'plains',
      tod: 'day',
      fx: 0.55,
      rail: true,
      extras: [{ kind: 'car', x: 0.2, lane: 'far', flip: true, color: P.teal }],
    }),
  relocation: () =>
    sceneRoom(1200, 800, {
      seed: 's-rel',
      kind: 'office',
      wall: mix(P.mist, P.light, 0.6),
      floor: mix(P.light, P.grey, 0.2),
      winX: 0.06,
      items: [
        { t: 'desk', x: 0.26, y: 0.92 },
        { t: 'chair', x: 0.44 },
        { t: 'crate', x: 0.58, y: 0.96 },
        { t: 'crate', x: 0.58, y: 0.96 - 0.147, w: 80, h: 60 },
        { t: 'dolly', x: 0.9, pusher: 0 },
        { t: 'chair', x: 0.1, color: P.teal, flip: true },
      ],
    }),
  'household-shifting': () => sceneApartment(1200, 800, { seed: 's-hh' }),
  transport: () =>
    sceneWarehouse(1200, 800, {
      seed: 's-tr',
      tod: 'day',
      whX: 0.62,
      whW: 1100,
      doors: 3,
      openDoors: [2],
      trucks: [{ x: 0.34, y: 0.98, flip: true, door: true, ramp: true }],
      forklift: { x: 0.7, y: 0.95, flip: true },
      pallets: [{ x: 0.92, y: 0.92, rows: [2, 2] }],
    }),
  'car-transport': () =>
    sceneHighway(1200, 800, { seed: 's-car', motif: 'hills', tod: 'morning', fx: 0.52, body: 'carrier', cars: [P.orange, P.teal] }),
  'bike-transport': () => sceneBike(1200, 800, { seed: 's-bike', bikeColor: P.teal }),
  'pet-transport': () => scenePet(1200, 800, { seed: 's-pet', pet: 'dog', second: true }),
  'loading-unloading': () => sceneTailgate(1200, 800, { seed: 's-lu' }),
};

const LOCATIONS = [
  ['jammu-kashmir', 'mountains'],
  ['himachal', 'mountains'],
  ['punjab', 'plains'],
  ['chandigarh', 'city'],
  ['haryana', 'plains'],
  ['delhi', 'city'],
  ['rajasthan', 'desert'],
  ['uttar-pradesh', 'plains'],
  ['bihar', 'plains'],
  ['sikkim', 'mountains'],
  ['arunachal-pradesh', 'mountains'],
  ['nagaland', 'hills'],
  ['manipur', 'hills'],
  ['mizoram', 'hills'],
  ['tripura', 'hills'],
  ['meghalaya', 'hills'],
  ['assam', 'hills'],
  ['kolkata', 'city'],
  ['jharkhand', 'hills'],
  ['odisha', 'coast'],
  ['chhattisgarh', 'hills'],
  ['madhya-pradesh', 'hills'],
  ['gujarat', 'desert'],
  ['daman-diu', 'coast'],
  ['maharashtra', 'city'],
  ['andhra-pradesh', 'coast'],
  ['karnataka', 'city'],
  ['goa', 'coast'],
  ['lakshadweep', 'coast'],
  ['kerala', 'coast'],
  ['tamil-nadu', 'city'],
  ['puducherry', 'coast'],
  ['andaman-nicobar', 'coast'],
  ['telangana', 'city'],
  ['leh-ladakh', 'mountains'],
];

function locationScene(slug, motif) {
  const rng = makeRng(`loc:${slug}`);
  const tod = rng.pick(['day', 'day', 'morning', 'golden', 'dawn', 'dusk']);
  const extras = [];
  if (rng.chance(0.5))
    extras.push({
      kind: rng.pick(['car', 'car', 'van']),
      x: rng.range(0.1, 0.9),
      lane: 'far',
      flip: true,
      color: rng.pick([P.teal, P.orange, P.sky, P.cream, P.green]),
    });
  return sceneHighway(800, 600, {
    seed: `scene:${slug}`,
    motif,
    tod,
    temp: rng.range(-0.8, 0.8),
    fx: rng.range(0.36, 0.64),
    flip: rng.chance(0.35),
    peaks: motif === 'hills' ? rng.int(3, 7) : rng.int(2, 6),
    clouds: rng.int(1, 5),
    hy: rng.range(0.54, 0.62),
    sunX: rng.range(0.1, 0.9),
    tall: rng.range(0.7, 1.3),
    extras,
    scale: rng.range(0.92, 1.08),
  });
}

const PARTNERS = Array.from({ length: 16 }, (_, i) => `partner-${pad2(i + 1)}`);

/** Sample certificates until the owner supplies scans: file name → the registration's title. */
const CERTIFICATES = {
  gst: 'GST Registration',
  udyam: 'Udyam (MSME) Registration',
  'shop-establishment': 'Shop & Establishment Registration',
  'transit-insurance': 'Transit Insurance',
  iba: 'IBA Approval',
};

/** [project-relative path, draw]: drawn in this order. */
export const PICTURES = [
  ...HEROES,
  ...Object.entries(BANNERS).map(([page, draw]) => [`src/assets/heroes/${page}.jpg`, draw]),
  ...Object.entries(SERVICES).map(([service, draw]) => [`src/assets/services/${service}.jpg`, draw]),
  ...LOCATIONS.map(([slug, motif]) => [`src/assets/locations/${slug}.jpg`, () => locationScene(slug, motif)]),
  ...GALLERY.map(([draw], i) => [`src/assets/gallery/gallery-${pad2(i + 1)}.jpg`, draw]),
  [
    'src/assets/why/safety.jpg',
    () =>
      sceneRoom(1200, 900, {
        seed: 'why-safety',
        winX: 0.74,
        artX: 0.1,
        items: [
          { t: 'fridge', x: 0.12, wrapped: true },
          { t: 'stack', x: 0.3, rows: [2, 2, 1] },
          { t: 'roll', x: 0.46 },
          { t: 'person', crew: 0, pose: 'tape', x: 0.54 },
          { t: 'carton', x: 0.62, y: 0.92, w: 70, h: 56, open: true },
          { t: 'sofa', x: 0.83, k: 0.8, wrapped: true, color: P.orange },
        ],
      }),
  ],
  [
    'src/assets/why/delivery.jpg',
    () =>
      sceneHome(1200, 900, {
        seed: 'why-delivery',
        truckX: 0.3,
        houseX: 0.84,
        mode: 'unload',
        walkers: 1,
        tod: 'morning',
        supervisor: true,
        house: 'bungalow',
        roof: P.orange,
      }),
  ],
  [
    'src/assets/about/mission.jpg',
    () =>
      sceneHome(1200, 900, {
        seed: 'mission',
        truckX: 0.28,
        houseX: 0.8,
        mode: 'unload',
        walkers: 1,
        family: true,
        pet: true,
        stack: [2, 2, 1],
      }),
  ],
  ['src/assets/about/vision.jpg', () => visionScene(1200, 900)],
  ['src/assets/brand/founder.jpg', founderSVG],
  ['src/assets/brand/logo.svg', logoSVG],
  ['src/assets/brand/logo-mark.svg', () => markSVG()],
  ['public/favicon.svg', faviconSVG],
  ['public/apple-touch-icon.png', appleTouchIconSVG],
  ['public/og-image.jpg', () => sceneHighway(1200, 630, { seed: 'og', motif: 'hills', tod: 'morning', fx: 0.72, clouds: 2, sunX: 0.88 })],
  ...PARTNERS.map((id, i) => [`src/assets/partners/${id}.svg`, () => partnerSVG(i)]),
  ...Object.entries(CERTIFICATES).map(([id, title]) => [`src/assets/certificates/${id}.png`, () => certificateSVG(title)]),
  ['src/assets/brand/india-routes.png', indiaRoutesSVG],
];

const galleryYaml =
  '# Generated by workshop/art/make-art.mjs (npm run art). Alt text describes each illustration.\n' +
  GALLERY.map(([, alt], i) => {
    const id = `gallery-${pad2(i + 1)}`;
    return `- id: ${id}\n  image: ../assets/gallery/${id}.jpg\n  alt: ${JSON.stringify(alt)}\n`;
  }).join('');
const partnersYaml =
  '# Placeholder partner logos: replace each SVG with the real logo and set placeholder: false.\n' +
  PARTNERS.map(
    (id, i) => `- id: ${id}\n  name: Partner company ${pad2(i + 1)}\n  logo: ../assets/partners/${id}.svg\n  placeholder: true\n`,
  ).join('');

/** [project-relative path, text]: written only where there is none, since the owner edits them. */
export const DATA_FILES = [
  ['src/content/gallery.yaml', galleryYaml],
  ['src/content/partners.yaml', partnersYaml],
];
