/**
 * The 28 gallery pictures: each a scene and what it shows in each language, the site's alt text while the picture
 * is this drawing (recorded in the manifest with the drawing's hash).
 */
import { HAIRS, P, SKINS, mix } from './palette.mjs';
import { sceneApartment } from './scenes/apartment.mjs';
import { sceneBike } from './scenes/bike.mjs';
import { sceneHighway } from './scenes/highway.mjs';
import { sceneHome } from './scenes/home.mjs';
import { scenePet } from './scenes/pet.mjs';
import { sceneRoom } from './scenes/room.mjs';
import { sceneTailgate } from './scenes/tailgate.mjs';
import { sceneWarehouse } from './scenes/warehouse.mjs';

/** The 28 gallery scenes: [draw, description]. */
export const GALLERY = [
  [
    () =>
      sceneRoom(1200, 900, {
        seed: 'g1',
        items: [
          { t: 'stack', x: 0.15, rows: [3, 2, 1] },
          { t: 'carton', x: 0.5, y: 0.9, w: 80, h: 60, open: true },
          { t: 'roll', x: 0.36, y: 0.9 },
          { t: 'tape', x: 0.62, y: 0.92 },
          { t: 'person', crew: 0, pose: 'tape', x: 0.43, y: 0.93 },
          { t: 'tv', x: 0.8, y: 0.9, wrapped: true },
        ],
      }),
    {
      en: 'Illustration of a packer in a blue uniform packing an open carton in a living room, next to a bubble-wrap roll, stacked cartons and a wrapped television.',
      hi: 'चित्र: लिविंग रूम में नीली वर्दी पहने एक पैकर खुले कार्टन में सामान पैक कर रहा है; पास में बबल रैप का रोल, एक के ऊपर एक रखे कार्टन और लिपटा हुआ टीवी है।',
      mr: 'चित्र: हॉलमध्ये निळा गणवेश घातलेला एक पॅकर उघड्या कार्टनमध्ये सामान भरत आहे; शेजारी बबल रॅपचा रोल, एकावर एक रचलेले कार्टन आणि गुंडाळलेला टीव्ही आहे.',
    },
  ],
  [
    () => sceneHome(1200, 900, { seed: 'g2', truckX: 0.3, houseX: 0.86, mode: 'load' }),
    {
      en: 'Illustration of packers carrying cartons from a two-storey house up the ramp into a moving truck on a sunny day.',
      hi: 'चित्र: धूप वाले दिन पैकर दो मंज़िला घर से कार्टन लेकर रैंप से ऊपर शिफ्टिंग ट्रक में चढ़ा रहे हैं।',
      mr: 'चित्र: उन्हाच्या दिवशी पॅकर दुमजली घरातून कार्टन नेऊन रॅम्पवरून शिफ्टिंगच्या ट्रकमध्ये चढवत आहेत.',
    },
  ],
  [
    () => sceneHighway(1200, 900, { seed: 'g3', motif: 'hills', tod: 'day', fx: 0.55 }),
    {
      en: 'Illustration of the company moving truck driving along a highway through green rolling hills.',
      hi: 'चित्र: हरी-भरी, ऊँची-नीची पहाड़ियों के बीच से गुज़रते हाईवे पर चलता कंपनी का शिफ्टिंग ट्रक।',
      mr: 'चित्र: हिरव्यागार, चढउताराच्या टेकड्यांमधून जाणाऱ्या महामार्गावरून धावणारा कंपनीचा शिफ्टिंगचा ट्रक.',
    },
  ],
  [
    () => sceneHighway(1200, 900, { seed: 'g4', motif: 'mountains', tod: 'morning', fx: 0.5, peaks: 4 }),
    {
      en: 'Illustration of a moving truck on a mountain highway with snow-capped peaks and pine trees behind it.',
      hi: 'चित्र: पहाड़ी हाईवे पर शिफ्टिंग ट्रक; पीछे बर्फ़ से ढकी चोटियाँ और चीड़ के पेड़ हैं।',
      mr: 'चित्र: डोंगरातील महामार्गावर शिफ्टिंगचा ट्रक; मागे बर्फाच्छादित शिखरे आणि पाइनची झाडे आहेत.',
    },
  ],
  [
    () => sceneHighway(1200, 900, { seed: 'g5', motif: 'desert', tod: 'golden', fx: 0.45, flip: true }),
    {
      en: 'Illustration of a moving truck crossing a desert road between sand dunes in warm golden light.',
      hi: 'चित्र: गर्म सुनहरी रोशनी में रेत के टीलों के बीच रेगिस्तानी सड़क पार करता शिफ्टिंग ट्रक।',
      mr: 'चित्र: उबदार सोनेरी प्रकाशात वाळूच्या टेकाडांमधील वाळवंटी रस्ता पार करणारा शिफ्टिंगचा ट्रक.',
    },
  ],
  [
    () => sceneHighway(1200, 900, { seed: 'g6', motif: 'coast', tod: 'day', fx: 0.58 }),
    {
      en: 'Illustration of a moving truck on a coastal road with palm trees, a sailboat and the sea behind it.',
      hi: 'चित्र: समुद्र किनारे की सड़क पर शिफ्टिंग ट्रक; पीछे ताड़ के पेड़, एक पाल वाली नाव और समुद्र है।',
      mr: 'चित्र: समुद्रकिनाऱ्यालगतच्या रस्त्यावर शिफ्टिंगचा ट्रक; मागे माडाची झाडे, एक शिडाची बोट आणि समुद्र आहे.',
    },
  ],
  [
    () =>
      sceneHighway(1200, 900, {
        seed: 'g7',
        motif: 'city',
        tod: 'night',
        fx: 0.55,
        extras: [{ kind: 'car', x: 0.2, lane: 'far', flip: true, color: P.orange }],
      }),
    {
      en: 'Illustration of a moving truck driving through a city at night with lit windows, street lights and a car passing.',
      hi: 'चित्र: रात में शहर से गुज़रता शिफ्टिंग ट्रक; खिड़कियों में रोशनी है, स्ट्रीट लाइटें जल रही हैं और पास से एक कार गुज़र रही है।',
      mr: 'चित्र: रात्री शहरातून जाणारा शिफ्टिंगचा ट्रक; खिडक्यांमध्ये दिवे, रस्त्यावरचे दिवे आणि शेजारून जाणारी एक कार.',
    },
  ],
  [
    () =>
      sceneHome(1200, 900, {
        seed: 'g8',
        truckX: 0.3,
        houseX: 0.84,
        mode: 'unload',
        family: true,
        walkers: 1,
        house: 'bungalow',
        roof: P.teal,
        door: P.orange,
      }),
    {
      en: 'Illustration of packers unloading cartons from a truck at a new bungalow while a family waves from the doorway.',
      hi: 'चित्र: नए बंगले पर पैकर ट्रक से कार्टन उतार रहे हैं, और एक परिवार दरवाज़े से हाथ हिला रहा है।',
      mr: 'चित्र: नवीन बंगल्यापाशी पॅकर ट्रकमधून कार्टन उतरवत आहेत आणि दारात उभे कुटुंब हात हलवत आहे.',
    },
  ],
  [
    () =>
      sceneWarehouse(1200, 900, {
        seed: 'g9',
        tod: 'day',
        whX: 0.55,
        whW: 1200,
        doors: 3,
        openDoors: [0, 1, 2],
        trucks: [],
        forklift: { x: 0.3, y: 0.93 },
        pallets: [
          { x: 0.78, y: 0.9, rows: [3, 2] },
          { x: 0.92, y: 0.95, rows: [2, 2] },
        ],
      }),
    {
      en: 'Illustration of a forklift carrying a pallet of cartons in front of a warehouse with open roller doors full of stored goods.',
      hi: 'चित्र: वेयरहाउस के सामने कार्टनों से भरा पैलेट उठाए एक फ़ोर्कलिफ़्ट; वेयरहाउस के रोलर दरवाज़े खुले हैं और अंदर सामान भरा है।',
      mr: 'चित्र: वेअरहाऊससमोर कार्टनचा पॅलेट उचलून नेणारा फोर्कलिफ्ट; वेअरहाऊसचे रोलर दरवाजे उघडे असून आत साठवलेल्या सामानाने ते भरलेले आहे.',
    },
  ],
  [
    () =>
      sceneHighway(1200, 900, {
        seed: 'g10',
        motif: 'plains',
        tod: 'morning',
        fx: 0.5,
        body: 'carrier',
        cars: [P.teal, P.orange],
        motion: true,
      }),
    {
      en: 'Illustration of a car-carrier truck transporting two cars on its upper and lower decks past green and yellow fields.',
      hi: 'चित्र: ऊपरी और निचले डेक पर दो कारें लेकर हरे और पीले खेतों के पास से गुज़रता कार-कैरियर ट्रक।',
      mr: 'चित्र: वरच्या आणि खालच्या डेकवर दोन कार घेऊन हिरव्या-पिवळ्या शेतांजवळून जाणारा कार-कॅरियर ट्रक.',
    },
  ],
  [
    () => sceneBike(1200, 900, { seed: 'g11', bikeColor: P.orange }),
    {
      en: 'Illustration of a bubble-wrapped motorbike on the ramp of a moving truck, a packer holding its strap and a colleague standing beside him.',
      hi: 'चित्र: शिफ्टिंग ट्रक के रैंप पर बबल रैप में लिपटी मोटरबाइक; एक पैकर उसका पट्टा थामे है और पास में उसका साथी खड़ा है।',
      mr: 'चित्र: शिफ्टिंगच्या ट्रकच्या रॅम्पवर बबल रॅपमध्ये गुंडाळलेली मोटारसायकल; एक पॅकर तिचा पट्टा धरून आहे आणि शेजारी त्याचा सहकारी उभा आहे.',
    },
  ],
  [
    () => scenePet(1200, 900, { seed: 'g12', pet: 'dog' }),
    {
      en: 'Illustration of a dog waiting in an orange travel crate beside a company van, with its owner standing nearby.',
      hi: 'चित्र: कंपनी की वैन के पास नारंगी ट्रैवल क्रेट में इंतज़ार करता एक कुत्ता; पास ही उसका मालिक खड़ा है।',
      mr: 'चित्र: कंपनीच्या व्हॅनशेजारी नारिंगी ट्रॅव्हल क्रेटमध्ये वाट पाहणारा कुत्रा; जवळच त्याचा मालक उभा आहे.',
    },
  ],
  [
    () =>
      sceneRoom(1200, 900, {
        seed: 'g13',
        wall: mix(P.mist, P.sky, 0.25),
        winX: 0.6,
        artX: 0.2,
        items: [
          { t: 'stack', x: 0.18, rows: [2, 2, 1], shift: 1 },
          { t: 'petcrate', x: 0.52, pet: 'cat', color: P.teal },
          { t: 'plant', x: 0.36 },
          { t: 'carton', x: 0.78, w: 90, h: 70, open: true },
          { t: 'lamp', x: 0.92 },
        ],
      }),
    {
      en: 'Illustration of a cat resting in a teal pet carrier among packed cartons and a potted plant in a room ready for the move.',
      hi: 'चित्र: शिफ्टिंग के लिए तैयार कमरे में पैक किए कार्टनों और गमले में लगे पौधे के बीच टील रंग के पालतू जानवरों के कैरियर में आराम करती एक बिल्ली।',
      mr: 'चित्र: शिफ्टिंगसाठी तयार खोलीत पॅक केलेले कार्टन आणि कुंडीतील रोपट्याच्या मधोमध टील रंगाच्या पाळीव प्राण्यांच्या कॅरियरमध्ये आराम करणारी मांजर.',
    },
  ],
  [
    () =>
      sceneRoom(1200, 900, {
        seed: 'g14',
        kind: 'office',
        wall: mix(P.mist, P.light, 0.6),
        floor: mix(P.light, P.grey, 0.2),
        winX: 0.08,
        items: [
          { t: 'desk', x: 0.28 },
          { t: 'chair', x: 0.45 },
          { t: 'crate', x: 0.6, y: 0.96 },
          { t: 'crate', x: 0.6, y: 0.96 - 0.147, w: 80, h: 60 },
          { t: 'dolly', x: 0.9, pusher: 2 },
          { t: 'chair', x: 0.12, color: P.teal, flip: true },
        ],
      }),
    {
      en: 'Illustration of an office move with a desk, office chairs and stacked wooden crates, and a mover wheeling a dolly of cartons.',
      hi: 'चित्र: ऑफ़िस शिफ्टिंग का दृश्य, जिसमें एक डेस्क, ऑफ़िस कुर्सियाँ और एक के ऊपर एक रखे लकड़ी के क्रेट हैं, और एक मूवर कार्टनों से लदी ट्रॉली ले जा रहा है।',
      mr: 'चित्र: ऑफिस शिफ्टिंगचे दृश्य, ज्यात एक डेस्क, ऑफिसच्या खुर्च्या आणि एकावर एक रचलेले लाकडी क्रेट आहेत, आणि एक मूव्हर कार्टनने भरलेली ट्रॉली ढकलत नेत आहे.',
    },
  ],
  [
    () => sceneTailgate(1200, 900, { seed: 'g15' }),
    {
      en: 'Illustration of workers unloading a truck from its open rear doors, one handing a carton down and one wheeling a dolly of cartons.',
      hi: 'चित्र: कर्मचारी ट्रक के खुले पिछले दरवाज़ों से सामान उतार रहे हैं; एक कार्टन नीचे थमा रहा है और दूसरा कार्टनों से लदी ट्रॉली ले जा रहा है।',
      mr: 'चित्र: ट्रकच्या उघड्या मागच्या दारांतून कामगार सामान उतरवत आहेत; एक जण कार्टन खाली देत आहे आणि दुसरा कार्टनने भरलेली ट्रॉली ढकलत नेत आहे.',
    },
  ],
  [
    () => sceneApartment(1200, 900, { seed: 'g16' }),
    {
      en: 'Illustration of a wrapped sofa, fridge, washing machine and cartons outside an apartment block, with packers loading a truck.',
      hi: 'चित्र: एक अपार्टमेंट बिल्डिंग के बाहर लिपटे हुए सोफ़ा, फ़्रिज, वॉशिंग मशीन और कार्टन रखे हैं, और पैकर ट्रक में सामान चढ़ा रहे हैं।',
      mr: 'चित्र: अपार्टमेंटच्या इमारतीबाहेर गुंडाळलेला सोफा, फ्रिज, वॉशिंग मशीन आणि कार्टन, आणि ट्रकमध्ये सामान चढवणारे पॅकर.',
    },
  ],
  [
    () => sceneHighway(1200, 900, { seed: 'g17', motif: 'plains', tod: 'dawn', fx: 0.6, sunX: 0.3 }),
    {
      en: 'Illustration of a moving truck with headlights on driving past farm fields at dawn.',
      hi: 'चित्र: भोर में हेडलाइट जलाए खेतों के पास से गुज़रता शिफ्टिंग ट्रक।',
      mr: 'चित्र: पहाटे हेडलाइट लावून शेतांजवळून जाणारा शिफ्टिंगचा ट्रक.',
    },
  ],
  [
    () =>
      sceneWarehouse(1200, 900, {
        seed: 'g18',
        tod: 'dusk',
        whX: 0.5,
        whW: 1300,
        doors: 4,
        openDoors: [0, 1, 3],
        docked: [3],
        trucks: [{ x: 0.3, y: 0.97, flip: false }],
        workers: [{ x: 0.74, y: 0.95, i: 0, pose: 'carry', flip: true }],
      }),
    {
      en: 'Illustration of trucks at a warehouse at dusk, one backed up to an open loading door and one parked in the yard with its headlights on.',
      hi: 'चित्र: शाम के धुंधलके में वेयरहाउस पर ट्रक; एक रिवर्स करके खुले लोडिंग दरवाज़े से सटाकर लगाया गया है और दूसरा हेडलाइट जलाए यार्ड में खड़ा है।',
      mr: 'चित्र: तिन्हीसांजेला वेअरहाऊसपाशी ट्रक; एक रिव्हर्स घेऊन उघड्या लोडिंग दरवाजाला लावलेला आहे आणि दुसरा हेडलाइट लावून आवारात उभा आहे.',
    },
  ],
  [
    () =>
      sceneRoom(1200, 900, {
        seed: 'g19',
        winX: 0.72,
        artX: 0.12,
        items: [
          { t: 'table', x: 0.3, y: 0.9 },
          { t: 'carton', x: 0.24, y: 0.75, w: 60, h: 46, open: true },
          { t: 'vase', x: 0.36, y: 0.75 },
          { t: 'roll', x: 0.6, y: 0.92 },
          { t: 'person', crew: 1, pose: 'tape', x: 0.5, y: 0.95, flip: true },
          { t: 'tv', x: 0.76, y: 0.93, wrapped: true },
          { t: 'stack', x: 0.92, rows: [2, 1], shift: 2 },
        ],
      }),
    {
      en: 'Illustration of a packer at a table with a bubble-wrapped vase and an open carton, beside a bubble-wrap roll, a wrapped television and sealed cartons.',
      hi: 'चित्र: मेज़ के पास एक पैकर, बबल रैप में लिपटे फूलदान और खुले कार्टन के साथ; बग़ल में बबल रैप का रोल, लिपटा हुआ टीवी और सील किए कार्टन हैं।',
      mr: 'चित्र: टेबलापाशी बबल रॅपमध्ये गुंडाळलेली फुलदाणी आणि उघडे कार्टन घेऊन असलेला पॅकर; शेजारी बबल रॅपचा रोल, गुंडाळलेला टीव्ही आणि सील केलेले कार्टन आहेत.',
    },
  ],
  [
    () =>
      sceneRoom(1200, 900, {
        seed: 'g20',
        wall: mix(P.cream, P.sand, 0.2),
        winX: 0.76,
        artX: 0.3,
        items: [
          { t: 'stack', x: 0.16, rows: [3, 3, 2, 1] },
          { t: 'stack', x: 0.45, rows: [2, 2, 1], shift: 1, w: 56, h: 46 },
          { t: 'roll', x: 0.66 },
          { t: 'tape', x: 0.74 },
          { t: 'tape', x: 0.78, y: 0.95 },
          { t: 'carton', x: 0.88, w: 70, h: 56, open: true },
        ],
      }),
    {
      en: 'Illustration of neatly stacked and labelled cartons with a bubble-wrap roll, tape rolls and an open carton ready for packing.',
      hi: 'चित्र: क़रीने से एक के ऊपर एक रखे और लेबल लगे कार्टन, साथ में बबल रैप का रोल, टेप के रोल और पैकिंग के लिए तैयार एक खुला कार्टन।',
      mr: 'चित्र: व्यवस्थित रचलेले आणि लेबल लावलेले कार्टन, सोबत बबल रॅपचा रोल, टेपचे रोल आणि पॅकिंगसाठी तयार एक उघडे कार्टन.',
    },
  ],
  [
    () =>
      sceneHome(1200, 900, { seed: 'g21', truckX: 0.28, houseX: 0.88, mode: 'load', walkers: 1, sofa: true, tod: 'golden', stack: [2, 1] }),
    {
      en: 'Illustration of packers loading a truck outside a house in the late afternoon, with a bubble-wrapped sofa waiting on the driveway.',
      hi: 'चित्र: ढलती दोपहर में एक घर के बाहर पैकर ट्रक में सामान चढ़ा रहे हैं, और ड्राइववे पर बबल रैप में लिपटा सोफ़ा रखा है।',
      mr: 'चित्र: दुपार कलताना एका घराबाहेर पॅकर ट्रकमध्ये सामान चढवत आहेत, आणि ड्राइव्हवेवर बबल रॅपमध्ये गुंडाळलेला सोफा ठेवलेला आहे.',
    },
  ],
  [
    () => sceneHighway(1200, 900, { seed: 'g22', motif: 'hills', tod: 'dusk', fx: 0.45, flip: true, sunX: 0.75 }),
    {
      en: 'Illustration of a moving truck with headlights on driving through dark green hills at dusk.',
      hi: 'चित्र: शाम के धुंधलके में गहरी हरी पहाड़ियों के बीच से हेडलाइट जलाए गुज़रता शिफ्टिंग ट्रक।',
      mr: 'चित्र: तिन्हीसांजेला गडद हिरव्या टेकड्यांमधून हेडलाइट लावून जाणारा शिफ्टिंगचा ट्रक.',
    },
  ],
  [
    () =>
      sceneRoom(1200, 900, {
        seed: 'g23',
        wall: mix(P.mist, P.lime, 0.15),
        winX: 0.1,
        artX: 0.45,
        items: [
          { t: 'carton', x: 0.3, w: 80, h: 60, open: true },
          { t: 'person', x: 0.44, pose: 'wave', opts: { shirt: P.teal, skin: SKINS[4], hair: HAIRS[1], moustache: true }, flip: true },
          {
            t: 'person',
            x: 0.2,
            pose: 'low',
            opts: { style: 'woman', shirt: P.orange, skin: SKINS[2], scarf: P.amber, box: { w: 46, h: 40 } },
          },
          { t: 'sofa', x: 0.7, color: P.blue },
          { t: 'stack', x: 0.92, rows: [2, 2, 1] },
          { t: 'person', x: 0.56, k: 0.62, pose: 'reach', opts: { shirt: P.amber, pants: P.blue, skin: SKINS[2] } },
        ],
      }),
    {
      en: 'Illustration of a family unpacking cartons in their new living room, with a sofa already in place.',
      hi: 'चित्र: एक परिवार अपने नए लिविंग रूम में कार्टन खोल रहा है; सोफ़ा पहले से अपनी जगह पर है।',
      mr: 'चित्र: नवीन घराच्या हॉलमध्ये कार्टन उघडणारे एक कुटुंब; सोफा आधीच जागेवर ठेवलेला आहे.',
    },
  ],
  [
    () =>
      sceneHome(1200, 900, {
        seed: 'g24',
        truckX: 0.3,
        houseX: 0.84,
        mode: 'unload',
        walkers: 1,
        supervisor: true,
        tod: 'morning',
        house: 'bungalow',
        roof: P.blue,
      }),
    {
      en: 'Illustration of a moving truck parked at a bungalow in the morning, with packers carrying cartons to the door as a supervisor directs them.',
      hi: 'चित्र: सुबह एक बंगले के पास खड़ा शिफ्टिंग ट्रक; पैकर कार्टन दरवाज़े तक ले जा रहे हैं और एक सुपरवाइज़र उन्हें निर्देश दे रहा है।',
      mr: 'चित्र: सकाळी एका बंगल्यापाशी उभा शिफ्टिंगचा ट्रक; पॅकर कार्टन दारापर्यंत नेत आहेत आणि एक सुपरवायझर त्यांना सूचना देत आहे.',
    },
  ],
  [
    () => sceneHighway(1200, 900, { seed: 'g25', motif: 'coast', tod: 'golden', fx: 0.5, flip: true, sunX: 0.25 }),
    {
      en: 'Illustration of a moving truck driving along a palm-lined beach road at sunset.',
      hi: 'चित्र: सूर्यास्त के समय ताड़ के पेड़ों की क़तार वाली समुद्र-तट की सड़क पर चलता शिफ्टिंग ट्रक।',
      mr: 'चित्र: सूर्यास्ताच्या वेळी दुतर्फा माडाची झाडे असलेल्या किनारी रस्त्यावरून जाणारा शिफ्टिंगचा ट्रक.',
    },
  ],
  [
    () =>
      sceneWarehouse(1200, 900, {
        seed: 'g26',
        tod: 'morning',
        whX: 0.55,
        whW: 1200,
        doors: 3,
        openDoors: [1],
        trucks: [{ x: 0.72, y: 0.98, flip: true, k: 0.9 }],
        workers: [],
        pallets: [{ x: 0.08, y: 0.9, rows: [2, 1] }],
      }),
    {
      en: 'Illustration of a moving truck parked in a warehouse yard in the morning, with pallets of cartons beside the building.',
      hi: 'चित्र: सुबह वेयरहाउस के यार्ड में खड़ा शिफ्टिंग ट्रक; इमारत के पास कार्टनों के पैलेट रखे हैं।',
      mr: 'चित्र: सकाळी वेअरहाऊसच्या आवारात उभा शिफ्टिंगचा ट्रक; इमारतीशेजारी कार्टनचे पॅलेट ठेवलेले आहेत.',
    },
  ],
  [
    () => sceneHighway(1200, 900, { seed: 'g27', motif: 'suburb', tod: 'day', fx: 0.5, motion: false, bushes: false }),
    {
      en: 'Illustration of a moving truck parked on a quiet street in a leafy neighbourhood.',
      hi: 'चित्र: पेड़ों से हरे-भरे मोहल्ले की एक शांत सड़क पर खड़ा शिफ्टिंग ट्रक।',
      mr: 'चित्र: झाडांनी हिरव्यागार वस्तीतील शांत रस्त्यावर उभा शिफ्टिंगचा ट्रक.',
    },
  ],
  [
    () => sceneHighway(1200, 900, { seed: 'g28', motif: 'plains', tod: 'night', fx: 0.55, lights: true }),
    {
      en: 'Illustration of a moving truck travelling a highway past fields at night under a crescent moon and stars.',
      hi: 'चित्र: रात में अर्धचंद्र और तारों के नीचे खेतों के पास से हाईवे पर चलता शिफ्टिंग ट्रक।',
      mr: 'चित्र: रात्री चंद्रकोर आणि चांदण्यांखाली शेतांजवळून महामार्गावरून जाणारा शिफ्टिंगचा ट्रक.',
    },
  ],
];
