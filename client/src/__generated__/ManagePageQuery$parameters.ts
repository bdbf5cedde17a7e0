/**
 * @generated SignedSource<<0f4018f6990a13ae663b4d68fff26ce4>>
 * @relayHash 27ab7e75d9da05a2911fc03c6503d411
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 27ab7e75d9da05a2911fc03c6503d411

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ManagePageQuery } from './ManagePageQuery.graphql';

const node: PreloadableConcreteRequest<ManagePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "27ab7e75d9da05a2911fc03c6503d411",
    "metadata": {},
    "name": "ManagePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
