/**
 * The 28 gallery pictures: each a scene and the alt text that describes it (written to gallery.yaml the
 * first time, where the owner may edit it).
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

/** The 28 gallery scenes: [draw, alt text]. */
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
    'Illustration of a packer in a blue uniform sealing an open carton in a living room, next to a bubble-wrap roll, stacked cartons and a wrapped television.',
  ],
  [
    () => sceneHome(1200, 900, { seed: 'g2', truckX: 0.3, houseX: 0.86, mode: 'load' }),
    'Illustration of packers carrying cartons from a two-storey house up the ramp into a moving truck on a sunny day.',
  ],
  [
    () => sceneHighway(1200, 900, { seed: 'g3', motif: 'hills', tod: 'day', fx: 0.55 }),
    'Illustration of the company moving truck driving along a highway through green rolling hills.',
  ],
  [
    () => sceneHighway(1200, 900, { seed: 'g4', motif: 'mountains', tod: 'morning', fx: 0.5, peaks: 4 }),
    'Illustration of a moving truck on a mountain highway with snow-capped peaks and pine trees behind it.',
  ],
  [
    () => sceneHighway(1200, 900, { seed: 'g5', motif: 'desert', tod: 'golden', fx: 0.45, flip: true }),
    'Illustration of a moving truck crossing a desert road between sand dunes in warm golden light.',
  ],
  [
    () => sceneHighway(1200, 900, { seed: 'g6', motif: 'coast', tod: 'day', fx: 0.58 }),
    'Illustration of a moving truck on a coastal road with palm trees, a sailboat and the sea behind it.',
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
    'Illustration of a moving truck driving through a city at night with lit windows, street lights and a car passing.',
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
    'Illustration of packers unloading cartons from a truck at a new bungalow while a family waves from the doorway.',
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
    'Illustration of a forklift carrying a pallet of cartons in front of a warehouse with open roller doors full of stored goods.',
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
    'Illustration of a car-carrier truck transporting two cars on its upper and lower decks past green and yellow fields.',
  ],
  [
    () => sceneBike(1200, 900, { seed: 'g11', bikeColor: P.orange }),
    'Illustration of a packer pushing a bubble-wrapped motorbike up the ramp into a moving truck while a colleague holds the strap.',
  ],
  [
    () => scenePet(1200, 900, { seed: 'g12', pet: 'dog' }),
    'Illustration of a dog waiting in an orange travel crate beside a company van, with its owner standing nearby.',
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
    'Illustration of a cat resting in a teal pet carrier among packed cartons and a potted plant in a room ready for the move.',
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
    'Illustration of an office move with a desk, office chairs and stacked wooden crates, and a mover wheeling a dolly of cartons.',
  ],
  [
    () => sceneTailgate(1200, 900, { seed: 'g15' }),
    'Illustration of workers unloading a truck from its open rear doors, one handing a carton down and one wheeling a dolly of cartons.',
  ],
  [
    () => sceneApartment(1200, 900, { seed: 'g16' }),
    'Illustration of a wrapped sofa, fridge, washing machine and cartons outside an apartment block, with packers loading a truck.',
  ],
  [
    () => sceneHighway(1200, 900, { seed: 'g17', motif: 'plains', tod: 'dawn', fx: 0.6, sunX: 0.3 }),
    'Illustration of a moving truck with headlights on driving past farm fields at dawn.',
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
    'Illustration of trucks at a warehouse at dusk, one backed up to an open loading door and one parked in the yard with its headlights on.',
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
    'Illustration of a packer at a table with a bubble-wrapped vase and an open carton, beside a bubble-wrap roll, a wrapped television and sealed cartons.',
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
    'Illustration of neatly stacked and labelled cartons with a bubble-wrap roll, tape rolls and an open carton ready for packing.',
  ],
  [
    () =>
      sceneHome(1200, 900, { seed: 'g21', truckX: 0.28, houseX: 0.88, mode: 'load', walkers: 1, sofa: true, tod: 'golden', stack: [2, 1] }),
    'Illustration of packers loading a truck outside a house in the late afternoon, with a bubble-wrapped sofa waiting on the driveway.',
  ],
  [
    () => sceneHighway(1200, 900, { seed: 'g22', motif: 'hills', tod: 'dusk', fx: 0.45, flip: true, sunX: 0.75 }),
    'Illustration of a moving truck with headlights on driving through dark green hills at dusk.',
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
    'Illustration of a family unpacking cartons in their new living room, with a sofa already in place.',
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
    'Illustration of a moving truck parked at a bungalow in the morning, with packers carrying cartons to the door as a supervisor directs them.',
  ],
  [
    () => sceneHighway(1200, 900, { seed: 'g25', motif: 'coast', tod: 'golden', fx: 0.5, flip: true, sunX: 0.25 }),
    'Illustration of a moving truck driving along a palm-lined beach road at sunset.',
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
    'Illustration of a moving truck parked in a warehouse yard in the morning, with pallets of cartons beside the building.',
  ],
  [
    () => sceneHighway(1200, 900, { seed: 'g27', motif: 'suburb', tod: 'day', fx: 0.5, motion: false, bushes: false }),
    'Illustration of a moving truck parked on a quiet street in a leafy neighbourhood.',
  ],
  [
    () => sceneHighway(1200, 900, { seed: 'g28', motif: 'plains', tod: 'night', fx: 0.55, lights: true }),
    'Illustration of a moving truck travelling a highway past fields at night under a crescent moon and stars.',
  ],
];
