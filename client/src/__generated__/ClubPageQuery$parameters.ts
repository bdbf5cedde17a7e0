/**
 * @generated SignedSource<<16085a284d4aa7e1bd37b5026fbafea9>>
 * @relayHash 21e719d679daae439269c5bc27fed5e0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 21e719d679daae439269c5bc27fed5e0

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ClubPageQuery } from './ClubPageQuery.graphql';

const node: PreloadableConcreteRequest<ClubPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "21e719d679daae439269c5bc27fed5e0",
    "metadata": {},
    "name": "ClubPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
