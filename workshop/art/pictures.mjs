/**
 * Every picture of the site, in the order it is drawn: the home page heroes, the page banners, the
 * services, the locations, the gallery, the why-us and about pictures, the brand files, the placeholder
 * partner logos, the sample certificates and the India routes art. Each entry is a project-relative path, whose
 * extension picks the format (.jpg, .png or .svg), a function that draws it (a Canvas or SVG text) and, for a
 * picture the site describes, what it shows in each language. DATA_FILES are the content files written alongside:
 * the gallery's list and the partner list, which the owner edits afterwards.
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

/** A picture's description in each language: the alt text the site gives it while it is this drawing. */
const said = (en, hi, mr) => ({ en, hi, mr });

// services, 1200x800: [draw, description]
const SERVICES = {
  'packers-and-movers': [
    () => sceneHome(1200, 800, { seed: 's-pm', truckX: 0.3, houseX: 0.86, walkers: 1, supervisor: false, stack: [3, 2, 1] }),
    said(
      'Illustration of two packers carrying cartons from a family home to a moving truck',
      'एक परिवार के घर से शिफ्टिंग ट्रक तक कार्टन ले जाते दो पैकर्स का चित्र',
      'एका कुटुंबाच्या घरातून शिफ्टिंग ट्रकपर्यंत कार्टन नेणाऱ्या दोन पॅकर्सचे चित्र',
    ),
  ],
  'movers-and-packers': [
    () =>
      sceneHighway(1200, 800, {
        seed: 's-mp',
        motif: 'plains',
        tod: 'day',
        fx: 0.55,
        rail: true,
        extras: [{ kind: 'car', x: 0.2, lane: 'far', flip: true, color: P.teal }],
      }),
    said(
      'Illustration of a closed-container truck on a highway through green farmland, with a car in the other lane',
      'हरे-भरे खेतों के बीच हाईवे पर चलते बंद कंटेनर वाले ट्रक और दूसरी लेन में एक कार का चित्र',
      'हिरव्यागार शेतांमधून जाणाऱ्या महामार्गावरील बंद कंटेनर ट्रक आणि दुसऱ्या लेनमधील एका कारचे चित्र',
    ),
  ],
  relocation: [
    () =>
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
    said(
      'Illustration of an office move inside an office: a desk, office chairs, stacked wooden crates and a mover wheeling a hand trolley of cartons',
      'एक ऑफ़िस के अंदर ऑफ़िस शिफ्टिंग का चित्र: एक डेस्क, ऑफ़िस की कुर्सियाँ, एक के ऊपर एक रखे लकड़ी के क्रेट और कार्टनों से भरी हैंड ट्रॉली ले जाता एक मूवर',
      'एका ऑफिसच्या आत ऑफिस शिफ्टिंगचे चित्र: एक डेस्क, ऑफिसच्या खुर्च्या, एकावर एक रचलेले लाकडी क्रेट आणि कार्टनने भरलेली हँड ट्रॉली नेणारा एक मूव्हर',
    ),
  ],
  'household-shifting': [
    () => sceneApartment(1200, 800, { seed: 's-hh' }),
    said(
      'Illustration of movers taking cartons to a moving truck outside an apartment building, one on a hand trolley, beside a wrapped sofa, fridge and washing machine',
      'एक अपार्टमेंट बिल्डिंग के बाहर शिफ्टिंग ट्रक तक कार्टन ले जाते मूवर्स का चित्र, एक हैंड ट्रॉली पर; पास में लिपटे हुए सोफ़ा, फ्रिज और वॉशिंग मशीन हैं',
      'एका अपार्टमेंट इमारतीबाहेर शिफ्टिंग ट्रकपर्यंत कार्टन नेणाऱ्या मूव्हर्सचे चित्र, एक जण हँड ट्रॉलीवरून; शेजारी गुंडाळलेला सोफा, फ्रिज आणि वॉशिंग मशीन आहे',
    ),
  ],
  transport: [
    () =>
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
    said(
      'Illustration of a closed-container truck at a warehouse, with cartons inside an open loading door, a forklift and pallets of cartons',
      'वेयरहाउस के पास बंद कंटेनर वाले ट्रक का चित्र; खुले लोडिंग दरवाज़े के अंदर कार्टन, एक फ़ोर्कलिफ़्ट और कार्टनों से भरे पैलेट हैं',
      'वेअरहाऊसजवळ बंद कंटेनर ट्रकचे चित्र; उघड्या लोडिंग दरवाजाआत कार्टन, एक फोर्कलिफ्ट आणि कार्टनचे पॅलेट आहेत',
    ),
  ],
  'car-transport': [
    () => sceneHighway(1200, 800, { seed: 's-car', motif: 'hills', tod: 'morning', fx: 0.52, body: 'carrier', cars: [P.orange, P.teal] }),
    said(
      'Illustration of two cars on an open two-deck car carrier truck on a highway',
      'हाईवे पर दो मंज़िला खुले कार कैरियर ट्रक पर लदी दो कारों का चित्र',
      'महामार्गावर दुमजली उघड्या कार कॅरियर ट्रकवर ठेवलेल्या दोन कारचे चित्र',
    ),
  ],
  'bike-transport': [
    () => sceneBike(1200, 800, { seed: 's-bike', bikeColor: P.teal }),
    said(
      'Illustration of a motorcycle wrapped in bubble wrap on the ramp of a truck, a packer holding its strap and a colleague beside him',
      'एक ट्रक के रैंप पर बबल रैप में लिपटी मोटरसाइकिल का चित्र; एक पैकर उसका पट्टा थामे है और पास में उसका साथी खड़ा है',
      'एका ट्रकच्या रॅम्पवर बबल रॅपमध्ये गुंडाळलेल्या मोटारसायकलचे चित्र; एक पॅकर तिचा पट्टा धरून आहे आणि शेजारी त्याचा सहकारी उभा आहे',
    ),
  ],
  'pet-transport': [
    () => scenePet(1200, 800, { seed: 's-pet', pet: 'dog', second: true }),
    said(
      'Illustration of a dog in a travel crate and a cat in a carrier, on the ground beside a van with its side door open, and a woman reaching towards them',
      'खुले साइड-दरवाज़े वाली वैन के पास ज़मीन पर ट्रैवल क्रेट में बैठे कुत्ते, कैरियर में बैठी बिल्ली और उनकी ओर हाथ बढ़ाती एक महिला का चित्र',
      'बाजूचे दार उघडे असलेल्या व्हॅनजवळ जमिनीवर ट्रॅव्हल क्रेटमधील कुत्रा आणि कॅरियरमधील मांजर, आणि त्यांच्याकडे हात पुढे करणारी एक महिला यांचे चित्र',
    ),
  ],
  'loading-unloading': [
    () => sceneTailgate(1200, 800, { seed: 's-lu' }),
    said(
      "Illustration of a worker stacking cartons inside a truck's open rear doors while two others bring more, on a hand trolley and by hand",
      'ट्रक के खुले पिछले दरवाज़ों के अंदर कार्टन जमाते एक कामगार और हैंड ट्रॉली पर व हाथों में और कार्टन लाते दो कामगारों का चित्र',
      'ट्रकच्या उघड्या मागच्या दारांआत कार्टन रचणारा एक कामगार, आणि हँड ट्रॉलीवरून व हातात आणखी कार्टन आणणारे दोन कामगार यांचे चित्र',
    ),
  ],
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

/** What a location's scene shows of its land, as the place a truck is on, in each language. */
const LAND = {
  coast: said(
    'a coastal road beside the sea and palm trees',
    'समुद्र और ताड़ के पेड़ों के किनारे तटीय सड़क पर',
    'समुद्र आणि माडाच्या झाडांलगतच्या किनारी रस्त्यावरील',
  ),
  mountains: said(
    'a mountain road below snow-capped peaks',
    'बर्फ़ से ढकी चोटियों के नीचे पहाड़ी सड़क पर',
    'बर्फाच्छादित शिखरांखालच्या डोंगरी रस्त्यावरील',
  ),
  hills: said('a road through green hills', 'हरी पहाड़ियों के बीच सड़क पर', 'हिरव्या टेकड्यांमधून जाणाऱ्या रस्त्यावरील'),
  plains: said('a highway through green fields', 'हरे खेतों के बीच हाईवे पर', 'हिरव्या शेतांमधून जाणाऱ्या महामार्गावरील'),
  city: said('a city road in front of a skyline', 'शहर की ऊँची इमारतों के सामने सड़क पर', 'शहरातील उंच इमारतींसमोरच्या रस्त्यावरील'),
  desert: said('a highway through sand dunes', 'रेत के टीलों के बीच हाईवे पर', 'वाळूच्या टेकड्यांमधून जाणाऱ्या महामार्गावरील'),
};
/** The light of a time of day, where it shows (day and morning look alike: nothing to say). */
const LIGHT = {
  day: said('', '', ''),
  morning: said('', '', ''),
  golden: said(' in warm golden light', 'सुनहरी रोशनी में ', 'सोनेरी प्रकाशात '),
  dawn: said(' at dawn', 'भोर में ', 'पहाटे '),
  dusk: said(' at dusk', 'शाम के धुंधलके में ', 'तिन्हीसांजेला '),
};
const locationDescription = (motif, tod) =>
  said(
    `Illustration of a moving truck on ${LAND[motif].en}${LIGHT[tod].en}`,
    `${LIGHT[tod].hi}${LAND[motif].hi} शिफ्टिंग ट्रक का चित्र`,
    `${LIGHT[tod].mr}${LAND[motif].mr} शिफ्टिंग ट्रकचे चित्र`,
  );
/** A location's seeded choices, the first of which is its time of day: the scene draws by them, the description names it. */
function locationChoices(slug) {
  const rng = makeRng(`loc:${slug}`);
  return { rng, tod: rng.pick(['day', 'day', 'morning', 'golden', 'dawn', 'dusk']) };
}

function locationScene(slug, motif) {
  const { rng, tod } = locationChoices(slug);
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

/**
 * [project-relative path, draw, description]: drawn in this order. A picture the site shows with words about it has
 * its description, which the manifest records beside the drawing's hash: the site's alt text while the file is
 * this drawing (src/content-readers/pictureDescriptions.ts), so the words and the picture change together.
 */
export const PICTURES = [
  ...HEROES,
  ...Object.entries(BANNERS).map(([page, draw]) => [`src/assets/heroes/${page}.jpg`, draw]),
  ...Object.entries(SERVICES).map(([service, [draw, description]]) => [`src/assets/services/${service}.jpg`, draw, description]),
  ...LOCATIONS.map(([slug, motif]) => [
    `src/assets/locations/${slug}.jpg`,
    () => locationScene(slug, motif),
    locationDescription(motif, locationChoices(slug).tod),
  ]),
  ...GALLERY.map(([draw, description], i) => [`src/assets/gallery/gallery-${pad2(i + 1)}.jpg`, draw, description]),
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
    said(
      'Illustration of a packer beside stacked cartons, a bubble-wrap roll and an open carton, with a wrapped fridge and a wrapped sofa ready for the move',
      'चित्र: एक के ऊपर एक रखे कार्टनों, बबल रैप के रोल और एक खुले कार्टन के पास खड़ा एक पैकर, और शिफ्टिंग के लिए तैयार लिपटे हुए फ्रिज और सोफ़ा',
      'एकावर एक रचलेले कार्टन, बबल रॅपचा रोल आणि एका उघड्या कार्टनजवळ उभा पॅकर, आणि शिफ्टिंगसाठी तयार गुंडाळलेला फ्रिज व सोफा यांचे चित्र',
    ),
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
    said(
      'Illustration of packers unloading cartons from a moving truck at a house, with a supervisor beside the cartons',
      'चित्र: एक घर पर शिफ्टिंग ट्रक से कार्टन उतारते पैकर्स, और कार्टनों के पास एक सुपरवाइज़र',
      'एका घरापाशी शिफ्टिंग ट्रकमधून कार्टन उतरवणारे पॅकर आणि कार्टनजवळ एक सुपरवायझर यांचे चित्र',
    ),
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
    said(
      'Illustration of packers bringing cartons from a moving truck to a house, where a family with their dog waits at the door',
      'चित्र: शिफ्टिंग ट्रक से एक घर तक कार्टन लाते पैकर्स; दरवाज़े पर एक परिवार अपने कुत्ते के साथ इंतज़ार कर रहा है',
      'शिफ्टिंग ट्रकमधून एका घरापर्यंत कार्टन आणणारे पॅकर, आणि दारात कुत्र्यासह वाट पाहणारे एक कुटुंब यांचे चित्र',
    ),
  ],
  [
    'src/assets/about/vision.jpg',
    () => visionScene(1200, 900),
    said(
      'Illustration of moving trucks on a network of routes across a landscape',
      'चित्र: दूर तक फैले इलाक़े में रास्तों के जाल पर चलते शिफ्टिंग ट्रक',
      'दूरवर पसरलेल्या प्रदेशातील रस्त्यांच्या जाळ्यावरून जाणाऱ्या शिफ्टिंग ट्रकचे चित्र',
    ),
  ],
  ['src/assets/brand/founder.jpg', founderSVG],
  ['src/assets/brand/logo.svg', logoSVG],
  ['src/assets/brand/logo-mark.svg', () => markSVG()],
  ['public/favicon.svg', faviconSVG],
  ['public/apple-touch-icon.png', appleTouchIconSVG],
  ['public/og-image.jpg', () => sceneHighway(1200, 630, { seed: 'og', motif: 'hills', tod: 'morning', fx: 0.72, clouds: 2, sunX: 0.88 })],
  ...PARTNERS.map((id, i) => [`src/assets/partners/${id}.svg`, () => partnerSVG(i)]),
  ...Object.entries(CERTIFICATES).map(([id, title]) => [`src/assets/certificates/${id}.png`, () => certificateSVG(title)]),
  [
    'src/assets/brand/india-routes.png',
    indiaRoutesSVG,
    said(
      'Illustration of trucks on dotted routes between map pins inside a circle, with a compass rose',
      'चित्र: एक गोले के भीतर नक़्शे की पिनों को जोड़ती बिंदीदार राहों पर चलते ट्रक, और पास में एक दिशा-सूचक चिह्न',
      'चित्र: एका वर्तुळात नकाशावरील पिनांना जोडणाऱ्या ठिपक्यांच्या मार्गांवरून जाणारे ट्रक, आणि शेजारी एक दिशादर्शक चिन्ह',
    ),
  ],
];

const galleryYaml =
  "# Generated by workshop/art/make-art.mjs (npm run art). A drawing's description is the drawing's own (the manifest's); give `alt` when you put a photograph in its place.\n" +
  'gallery:\n' +
  GALLERY.map((_, i) => `  - image: ../assets/gallery/gallery-${pad2(i + 1)}.jpg\n`).join('');
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
