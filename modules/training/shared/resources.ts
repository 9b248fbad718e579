import { options, resourceShape } from '@portal/core';
import { TRAINING_MODES, TRAINING_MODULES, TRAINING_STATUS } from './constants.ts';

/** A trainer-led training: when and where it runs and for how many; written by the training services. */
export const trainingShape = resourceShape({
  name: 'trainings',
  label: 'Training',
  module: TRAINING_MODULES.TRAINER_LED_CREATE,
  fields: {
    title: { kind: 'text', label: 'Title', required: true, max: 160 },
    description: { kind: 'text', label: 'Description', max: 2000 },
    mode: { kind: 'enum', label: 'Mode', required: true, options: options(...TRAINING_MODES) },
    venue: { kind: 'text', label: 'Venue', max: 300 },
    fromDate: { kind: 'date', label: 'From date', required: true },
    toDate: { kind: 'date', label: 'To date', required: true },
    fromTime: { kind: 'text', label: 'From time', required: true },
    toTime: { kind: 'text', label: 'To time', required: true },
    capacity: { kind: 'number', label: 'Capacity', required: true, min: 1, max: 1000 },
    status: { kind: 'enum', label: 'Status', readOnly: true, options: options(...TRAINING_STATUS) },
  },
});
