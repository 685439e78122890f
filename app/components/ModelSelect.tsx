import type { SelectHTMLAttributes } from 'react';

import { modelLabel } from '~/ai/model-label';
import type { ModelOption } from '~/ai/models';

import { type ControlVariant, Select } from './ui/Field';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  models: readonly ModelOption[];
  /** The name a screen shows a model by, where it is not the model's own (the built-in engine keeps its label). */
  nameOf?: (option: ModelOption) => string;
  variant?: ControlVariant;
};

/** The models to choose from, each said the one way (`modelLabel`); the field is named `model` unless told. */
export function ModelSelect({ models, nameOf, ...props }: Props) {
  return (
    <Select name="model" {...props}>
      {models.map((option) => (
        <option key={option.name} value={option.name}>
          {modelLabel(option, nameOf?.(option))}
        </option>
      ))}
    </Select>
  );
}
