/**
 * @generated SignedSource<<b41b92df15f784de49fc87e768f6215d>>
 * @relayHash 11aeba45da9595e91d4ce425ac026c02
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 11aeba45da9595e91d4ce425ac026c02

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ClubHiddenPageQuery } from './ClubHiddenPageQuery.graphql';

const node: PreloadableConcreteRequest<ClubHiddenPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "11aeba45da9595e91d4ce425ac026c02",
    "metadata": {},
    "name": "ClubHiddenPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
