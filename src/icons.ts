/**
 * The icons content may name. Content files refer to an icon by key (e.g. `icon: truck`);
 * the schema only accepts these keys, so a typo fails the build instead of rendering nothing.
 * Rendered at build time by `components/Icon.astro`, so they cost no JavaScript.
 */
import type { IconType } from 'react-icons';
import {
  FaAward, FaBoxesStacked, FaBoxOpen, FaBuilding, FaCalendarCheck, FaCar, FaCarSide, FaCertificate,
  FaCircleCheck, FaClipboardCheck, FaClock, FaCouch, FaDolly, FaGlobe, FaHandshake, FaHeadset, FaHouse,
  FaHouseChimney, FaLaptopCode, FaLocationDot, FaLock, FaMapLocationDot, FaMedal, FaMotorcycle, FaPaw,
  FaPeopleCarryBox, FaRoute, FaSatelliteDish, FaShieldHalved, FaStar, FaTruck, FaTruckFast, FaTruckMoving,
  FaTruckRampBox, FaUsersGear, FaUserTie, FaWarehouse, FaMagnifyingGlassLocation, FaFileShield,
} from 'react-icons/fa6';

export const icons = {
  award: FaAward,
  boxes: FaBoxesStacked,
  'box-open': FaBoxOpen,
  building: FaBuilding,
  calendar: FaCalendarCheck,
  car: FaCar,
  'car-side': FaCarSide,
  certificate: FaCertificate,
  check: FaCircleCheck,
  clipboard: FaClipboardCheck,
  clock: FaClock,
  couch: FaCouch,
  dolly: FaDolly,
  globe: FaGlobe,
  handshake: FaHandshake,
  headset: FaHeadset,
  house: FaHouse,
  home: FaHouseChimney,
  laptop: FaLaptopCode,
  pin: FaLocationDot,
  lock: FaLock,
  map: FaMapLocationDot,
  medal: FaMedal,
  motorcycle: FaMotorcycle,
  paw: FaPaw,
  'people-carry': FaPeopleCarryBox,
  route: FaRoute,
  satellite: FaSatelliteDish,
  shield: FaShieldHalved,
  'file-shield': FaFileShield,
  search: FaMagnifyingGlassLocation,
  star: FaStar,
  truck: FaTruck,
  'truck-fast': FaTruckFast,
  'truck-moving': FaTruckMoving,
  'truck-ramp': FaTruckRampBox,
  team: FaUsersGear,
  'user-tie': FaUserTie,
  warehouse: FaWarehouse,
} satisfies Record<string, IconType>;

export type IconName = keyof typeof icons;
export const iconNames = Object.keys(icons) as [IconName, ...IconName[]];
